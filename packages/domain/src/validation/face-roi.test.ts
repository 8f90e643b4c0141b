import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRegionOfInterest, validateRotationDegrees } from './face-roi.ts';

describe('face detector region of interest', () => {
  it('accepts left below right and top below bottom within 0 to 1', () => {
    const roi = { left: 0, top: 0, right: 1, bottom: 1 };
    expect(validateRegionOfInterest(roi)).toEqual({ ok: true, value: roi });
  });
  it('rejects left not below right, top not below bottom, or values outside 0 to 1', () => {
    expect(validateRegionOfInterest({ left: 0.5, top: 0, right: 0.5, bottom: 1 }).ok).toBe(false);
    expect(validateRegionOfInterest({ left: 0, top: 0.6, right: 1, bottom: 0.4 }).ok).toBe(false);
    expect(validateRegionOfInterest({ left: -0.1, top: 0, right: 1, bottom: 1 }).ok).toBe(false);
    expect(validateRegionOfInterest({ left: 0, top: 0, right: 1.1, bottom: 1 }).ok).toBe(false);
  });
  it('accepts exactly the ordered regions inside the unit square', () => {
    const edge = fc.double({ min: -0.5, max: 1.5, noNaN: true });
    fc.assert(
      fc.property(edge, edge, edge, edge, (left, top, right, bottom) => {
        const inside = [left, top, right, bottom].every((v) => v >= 0 && v <= 1);
        const expected = inside && left < right && top < bottom;
        expect(validateRegionOfInterest({ left, top, right, bottom }).ok).toBe(expected);
      }),
    );
  });
});

describe('face detector rotation', () => {
  it('must be a multiple of 90 degrees', () => {
    for (const degrees of [0, 90, 180, 270, -90, 360]) {
      expect(validateRotationDegrees(degrees)).toEqual({ ok: true, value: degrees });
    }
    for (const degrees of [45, 89.9, Number.NaN]) {
      expect(validateRotationDegrees(degrees).ok).toBe(false);
    }
  });
  it('accepts a whole number exactly when it is divisible by 90', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (degrees) => {
        expect(validateRotationDegrees(degrees).ok).toBe(degrees % 90 === 0);
      }),
    );
  });
});
