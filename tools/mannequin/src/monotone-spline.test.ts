import { describe, expect, it } from 'vitest';
import { monotoneSpline } from './monotone-spline.ts';

describe('monotoneSpline', () => {
  const f = monotoneSpline([0, 1, 2, 3], [0, 1, 1, 3]);

  it('passes through its points and holds the ends outside them', () => {
    expect(f(1)).toBeCloseTo(1);
    expect(f(3)).toBeCloseTo(3);
    expect(f(-1)).toBe(0);
    expect(f(9)).toBe(3);
  });

  it('does not overshoot a flat stretch', () => {
    for (let x = 1; x <= 2; x += 0.05) expect(f(x)).toBeCloseTo(1, 9);
  });
});
