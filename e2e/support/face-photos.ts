import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Real photos for the face check (issue 30), cut from @vladmandic/face-api's demo
 * pictures (the package is MIT; an e2e devDependency, read from node_modules, never
 * committed), as JPEGs a phone would make:
 *
 * - frontal: the woman at the top of sample5.jpg's stairs, head and shoulders, looking
 *   at the camera;
 * - turned: the woman on the left of sample2.jpg, her head in profile (a real turned
 *   face, not a rotated frontal one);
 * - no face: the left of sample5.jpg, the staircase and its railing, nobody on them.
 */
const FACE_CROPS = {
  frontal: { file: 'sample5.jpg', crop: { left: 700, top: 10, width: 400, height: 420 } },
  turned: { file: 'sample2.jpg', crop: { left: 230, top: 30, width: 500, height: 620 } },
  noFace: { file: 'sample5.jpg', crop: { left: 0, top: 0, width: 460, height: 560 } },
} as const;

export type FacePhoto = keyof typeof FACE_CROPS;

const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

export function facePhotoCut(photo: FacePhoto): Promise<Buffer> {
  const { file, crop } = FACE_CROPS[photo];
  return sharp(join(demo, file)).extract(crop).jpeg({ quality: 90 }).toBuffer();
}
