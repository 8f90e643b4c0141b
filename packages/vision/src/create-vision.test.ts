import {
  type BodyLandmarkName,
  bodyLandmarkIndex,
  type Landmark,
  type RgbaImage,
} from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVision } from './create-vision.ts';
import { samplePhoto } from './test-support/sample-photo.ts';
import type { Vision } from './vision.ts';

// Real photos from @vladmandic/face-api's demo folder, cut to one subject each.
// Coordinates below are in the cut's pixels, measured by hand on the photo in an
// image viewer with a 100 px grid laid over it (joint centres judged from the
// silhouette: shoulder joints inside the shoulder slope, hip joints at the widest
// part of the hips, level with the hanging wrist).
const STANDING_WOMAN = {
  file: 'sample6.jpg',
  crop: { left: 600, top: 150, width: 500, height: 1387 },
};
const STANDING_WOMAN_JOINTS: Partial<Record<BodyLandmarkName, readonly [number, number]>> = {
  left_shoulder: [363, 611],
  right_shoulder: [106, 593],
  left_hip: [301, 1177],
  right_hip: [133, 1177],
};
const SMILING_FACE = {
  file: 'sample3.jpg',
  crop: { left: 950, top: 100, width: 500, height: 650 },
};
/** Mouth corners: the subject's left (image right) and right (image left). */
const SMILING_FACE_MOUTH = { left: [248, 340], right: [157, 320] } as const;
/** A staircase railing and wall, nobody in it. */
const EMPTY_STAIRS = { file: 'sample5.jpg', crop: { left: 0, top: 0, width: 330, height: 780 } };

const distance = (p: Landmark, [x, y]: readonly [number, number]): number =>
  Math.hypot(p.x - x, p.y - y);

describe('createVision on real photos', () => {
  let vision: Vision;
  let standing: RgbaImage;
  let face: RgbaImage;
  let empty: RgbaImage;

  beforeAll(async () => {
    [vision, standing, face, empty] = await Promise.all([
      createVision(),
      samplePhoto(STANDING_WOMAN.file, STANDING_WOMAN.crop),
      samplePhoto(SMILING_FACE.file, SMILING_FACE.crop),
      samplePhoto(EMPTY_STAIRS.file, EMPTY_STAIRS.crop),
    ]);
  }, 60_000);
  afterAll(() => vision?.dispose());

  it('finds the shoulders and hips of a standing woman within 60 px (a tenth of her torso)', async () => {
    const result = await vision.analyze(standing, 'TORSO_FRONT');
    expect(result.verdict).toEqual({ ok: true });
    expect(result.body).toHaveLength(33);
    for (const [name, measured] of Object.entries(STANDING_WOMAN_JOINTS)) {
      const point = result.body?.[bodyLandmarkIndex(name as BodyLandmarkName)] as Landmark;
      expect(distance(point, measured), name).toBeLessThan(60);
      expect(point.visibility, name).toBeGreaterThan(0.9);
    }
    expect(result.face).toBeNull();
  });

  it('masks her body and not the window blinds behind her', async () => {
    const { mask } = await vision.analyze(standing, 'TORSO_FRONT');
    expect(mask).not.toBeNull();
    if (!mask) return;
    expect([mask.width, mask.height]).toEqual([standing.width, standing.height]);
    const at = (x: number, y: number): number => mask.data[y * mask.width + x] as number;
    expect(at(235, 900)).toBeGreaterThan(200); // middle of her dress
    expect(at(470, 150)).toBeLessThan(30); // blinds, top right
  });

  it('says the body is not in frame for a full-body view when the knees are cut off', async () => {
    const result = await vision.analyze(standing, 'BODY_FRONT');
    expect(result.verdict).toEqual({ ok: false, reason: 'body_not_in_frame' });
  });

  it('reads the lips of a smiling face, starting at her left mouth corner', async () => {
    const result = await vision.analyze(face, 'HEAD_FRONT');
    expect(result.verdict).toEqual({ ok: true });
    expect(result.body).toBeNull();
    const lips = result.face;
    expect(lips?.points).toHaveLength(468);
    expect(lips?.outerLips).toHaveLength(20);
    expect(lips?.innerLips).toHaveLength(20);
    const outer = lips?.outerLips ?? [];
    expect(distance(outer[0] as Landmark, SMILING_FACE_MOUTH.left)).toBeLessThan(12);
    expect(distance(outer[10] as Landmark, SMILING_FACE_MOUTH.right)).toBeLessThan(12);
    // The inner contour lies within the outer one.
    const xs = outer.map((p) => p.x);
    for (const p of lips?.innerLips ?? []) {
      expect(p.x).toBeGreaterThanOrEqual(Math.min(...xs) - 1);
      expect(p.x).toBeLessThanOrEqual(Math.max(...xs) + 1);
    }
    expect(result.mask?.data[340 * face.width + 200]).toBeGreaterThan(200); // her chin
  });

  it('finds no person on a photo of an empty staircase', async () => {
    const body = await vision.analyze(empty, 'BODY_FRONT');
    expect(body).toEqual({
      body: null,
      mask: null,
      face: null,
      verdict: { ok: false, reason: 'no_person' },
    });
    const head = await vision.analyze(empty, 'HEAD_FRONT');
    expect(head.verdict).toEqual({ ok: false, reason: 'face_not_found' });
  });

  it('refuses to work once disposed', async () => {
    const other = await createVision();
    other.dispose();
    other.dispose();
    await expect(other.analyze(empty, 'BODY_FRONT')).rejects.toThrow('disposed');
  });
});
