import { describe, expect, it } from 'vitest';
import type { BodyFrame } from '../anatomy/body-frame.ts';
import { OVERHANG, pixelsPerCm, raisedApex, shapeVolumeCc, withVolume } from './breast-model.ts';
import { type BreastShape, baseCentre, lowerExtent, outlineDistance } from './breast-shape.ts';

/** Only the shoulder width sets the scale the model reads. */
const frame = { shoulderWidth: 310 } as BodyFrame;
const scale = pixelsPerCm(frame);
const breast: BreastShape = {
  side: 1,
  cx: 600,
  cy: 400,
  r: 6 * scale,
  ry: 5.7 * scale,
  p: 6 * scale,
  drop: 4 * scale,
};

describe('breast model', () => {
  it('reaches r medially and further laterally, the breast pointing outward', () => {
    expect(outlineDistance(breast, baseCentre(breast), -1, 0)).toBeCloseTo(breast.r, 1);
    expect(outlineDistance(breast, baseCentre(breast), 1, 0)).toBeGreaterThan(breast.r);
    expect(breast.cy + outlineDistance(breast, baseCentre(breast), 0, 1)).toBeGreaterThan(
      breast.cy + breast.ry,
    );
  });

  it('keeps the fold and holds the medial border as the volume changes', () => {
    const larger = withVolume(frame, breast, shapeVolumeCc(frame, breast) + 300, 1 / 12);
    expect(larger.cy + (1 - OVERHANG) * larger.ry).toBeCloseTo(
      breast.cy + (1 - OVERHANG) * breast.ry,
      6,
    );
    expect(larger.cx - larger.r).toBeLessThan(breast.cx - breast.r);
    expect(shapeVolumeCc(frame, larger)).toBeCloseTo(shapeVolumeCc(frame, breast) + 300, 3);
  });

  it('lifts a sagging breast by more, and never above the base centre', () => {
    const pole = (s: BreastShape) => s.cy + lowerExtent(s);
    const two = raisedApex(frame, breast, 2);
    const five = raisedApex(frame, breast, 5);
    expect(pole(two)).toBeLessThan(pole(breast));
    expect(pole(five)).toBeLessThan(pole(two));
    expect(five.drop).toBeGreaterThan(0);
  });

  it('lifts an upright breast little', () => {
    const upright = { ...breast, drop: 0.2 * breast.ry };
    const rise = lowerExtent(upright) - lowerExtent(raisedApex(frame, upright, 5));
    expect(rise).toBeGreaterThan(0);
    expect(rise).toBeLessThan(0.3 * scale);
  });
});
