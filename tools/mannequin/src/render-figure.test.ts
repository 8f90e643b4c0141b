import { type BodyLandmarkName, bodyLandmarkIndex, type PersonMask } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { AVERAGE_FIGURE, type FigureParams } from './figure-params.ts';
import { renderFigure } from './render-figure.ts';

const SIZE = 256;
const maskArea = (mask: PersonMask) => mask.data.reduce((sum, v) => sum + v, 0) / 255;
const point = (landmarks: ReturnType<typeof renderFigure>['landmarks'], name: BodyLandmarkName) => {
  const p = landmarks[bodyLandmarkIndex(name)];
  if (!p) throw new Error(`missing ${name}`);
  return p;
};
const maskAt = (mask: PersonMask, x: number, y: number) =>
  mask.data[Math.floor(y) * mask.width + Math.floor(x)] ?? 0;

describe('renderFigure', () => {
  const front = renderFigure(AVERAGE_FIGURE, 'BODY_FRONT', { size: SIZE });
  const back = renderFigure(AVERAGE_FIGURE, 'BODY_BACK', { size: SIZE });

  it('renders an opaque image with a same-size antialiased mask', () => {
    expect(front.image.width).toBe(SIZE);
    expect(front.image.data.length).toBe(SIZE * SIZE * 4);
    expect(front.mask.data.length).toBe(SIZE * SIZE);
    const partial = front.mask.data.filter((v) => v > 0 && v < 255).length;
    expect(partial).toBeGreaterThan(100);
    // The person is a figure on a backdrop, neither empty nor filling the frame.
    const area = maskArea(front.mask) / (SIZE * SIZE);
    expect(area).toBeGreaterThan(0.05);
    expect(area).toBeLessThan(0.4);
  });

  it('puts the visible body landmarks on the figure in a front view', () => {
    const onBody: BodyLandmarkName[] = [
      'nose',
      'left_shoulder',
      'right_shoulder',
      'left_elbow',
      'right_elbow',
      'left_wrist',
      'right_wrist',
      'left_hip',
      'right_hip',
      'left_knee',
      'right_knee',
      'left_ankle',
      'right_ankle',
    ];
    for (const name of onBody) {
      const p = point(front.landmarks, name);
      expect(p.visibility, name).toBe(1);
      expect(maskAt(front.mask, p.x, p.y), name).toBeGreaterThan(128);
    }
  });

  it("places the subject's left on the image's right in front views and on the left from behind", () => {
    expect(front.landmarks).toHaveLength(33);
    expect(point(front.landmarks, 'left_shoulder').x).toBeGreaterThan(
      point(front.landmarks, 'right_shoulder').x,
    );
    expect(point(front.landmarks, 'left_hip').x).toBeGreaterThan(
      point(front.landmarks, 'right_hip').x,
    );
    expect(point(back.landmarks, 'left_shoulder').x).toBeLessThan(
      point(back.landmarks, 'right_shoulder').x,
    );
    expect(point(back.landmarks, 'left_ankle').x).toBeLessThan(
      point(back.landmarks, 'right_ankle').x,
    );
  });

  it('marks the face occluded from behind and gives no face landmarks there', () => {
    expect(point(back.landmarks, 'nose').visibility).toBeLessThan(0.5);
    expect(point(back.landmarks, 'left_eye').visibility).toBeLessThan(0.5);
    expect(point(back.landmarks, 'left_shoulder').visibility).toBe(1);
    expect(back.face).toBeNull();
  });

  it('marks landmarks outside a torso frame as out of frame', () => {
    const torso = renderFigure(AVERAGE_FIGURE, 'TORSO_FRONT', { size: 128 });
    expect(point(torso.landmarks, 'left_ankle').visibility).toBe(0);
    expect(point(torso.landmarks, 'left_ankle').y).toBeGreaterThan(128);
    expect(point(torso.landmarks, 'left_shoulder').visibility).toBe(1);
  });

  it('grows the person mask with bust volume and shrinks it with the waist', () => {
    const area = (params: FigureParams) =>
      maskArea(renderFigure(params, 'TORSO_FRONT', { size: SIZE }).mask);
    const base = area(AVERAGE_FIGURE);
    // Seen from the front a breast mostly projects toward the camera; only its side
    // shows between chest and arm, so the silhouette gain is small but real.
    expect(area({ ...AVERAGE_FIGURE, bustVolumeCc: 1100 })).toBeGreaterThan(
      area({ ...AVERAGE_FIGURE, bustVolumeCc: 200 }),
    );
    expect(area({ ...AVERAGE_FIGURE, waistWidthM: 0.23 })).toBeLessThan(base - 50);
  }, 30_000);

  it('is deterministic: the same params give identical bytes', () => {
    const again = renderFigure(AVERAGE_FIGURE, 'BODY_FRONT', { size: SIZE });
    expect(Buffer.from(again.image.data).equals(Buffer.from(front.image.data))).toBe(true);
    expect(Buffer.from(again.mask.data).equals(Buffer.from(front.mask.data))).toBe(true);
    expect(again.landmarks).toEqual(front.landmarks);
  });

  it('rejects sizes that are not whole pixels', () => {
    expect(() => renderFigure(AVERAGE_FIGURE, 'HEAD_FRONT', { size: 10.5 })).toThrow(RangeError);
  });
});
