import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViewType } from '@afterlook/domain';
import sharp from 'sharp';

/**
 * A real photo of a person: the second woman of @vladmandic/face-api's demo
 * sample6.jpg (the npm package packages/vision tests with), cropped from the head to
 * the thighs, facing the camera. Vision accepts it for TORSO_FRONT; for the full
 * body, back and close-up head views it answers a reason instead.
 */
const SAMPLE = 'demo/sample6.jpg';
const CROP = { left: 580, top: 200, width: 480, height: 1336 } as const;

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

/** sample3.jpg's middle woman, her face only: a head-front close-up (lip filler). */
const FACE_SAMPLE = 'demo/sample3.jpg';
const FACE_CROP = { left: 960, top: 120, width: 460, height: 520 } as const;

const SAMPLE_MODELS_DIR = fileURLToPath(
  new URL('../../../../../assets/sample-models/', import.meta.url),
);

/**
 * A photo that fits a procedure's view, uploaded as a patient's PNG would be:
 * - TORSO_FRONT: the real photo above; HEAD_FRONT: a real face from another demo photo.
 * - BODY_FRONT and BODY_BACK: no npm package we have holds a real full-body front or
 *   back photo (@vladmandic/face-api's demo photos are cut at the thighs and face the
 *   camera), so the mannequin's sample-model render of that view is uploaded through
 *   the same upload path instead; vision analyses it like any photo.
 */
export async function photoForView(view: ViewType): Promise<Uint8Array<ArrayBuffer>> {
  if (view === 'TORSO_FRONT') return personPhotoPng();
  if (view === 'HEAD_FRONT') {
    const file = await findPersonPhoto();
    if (!file) throw new Error('@vladmandic/face-api (with its demo photos) is not installed');
    const face = join(dirname(file), '..', FACE_SAMPLE);
    return new Uint8Array(await sharp(face).extract(FACE_CROP).png().toBuffer());
  }
  const render: Partial<Record<ViewType, string>> = {
    BODY_FRONT: 'BODY_FRONT/body-nora.png',
    BODY_BACK: 'BODY_BACK/back-carmen.png',
  };
  const path = render[view];
  if (!path) throw new Error(`no test photo for ${view}`);
  return new Uint8Array(await readFile(join(SAMPLE_MODELS_DIR, path)));
}
