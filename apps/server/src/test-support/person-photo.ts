import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * A real photo of a person: the second woman of @vladmandic/face-api's demo
 * sample6.jpg (the npm package packages/vision tests with), cropped from the head to
 * the thighs, facing the camera. Vision accepts it for TORSO_FRONT; for the full
 * body, back and close-up head views it answers a reason instead.
 */
const SAMPLE = 'demo/sample6.jpg';
const CROP = { left: 580, top: 200, width: 480, height: 1336 } as const;

/** The views this photo suits (the rest get a vision reason). */
export const PERSON_PHOTO_VIEWS = ['TORSO_FRONT'] as const;

export async function findPersonPhoto(): Promise<string | null> {
  try {
    const root = dirname(
      createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'),
    );
    const file = join(root, SAMPLE);
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/** The cropped photo as the PNG a phone would upload. */
export async function personPhotoPng(): Promise<Uint8Array<ArrayBuffer>> {
  const file = await findPersonPhoto();
  if (!file) throw new Error('@vladmandic/face-api (with its demo photos) is not installed');
  return new Uint8Array(await sharp(file).extract(CROP).png().toBuffer());
}

/** The same person on a 1024×1024 canvas (the benchmark's photo). */
export async function personPhotoSquare(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp(await personPhotoPng())
      .resize(1024, 1024, { fit: 'contain', background: '#f4f1ec' })
      .png()
      .toBuffer(),
  );
}
