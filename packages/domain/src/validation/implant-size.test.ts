import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { implantSizeForDisplay } from './implant-size.ts';

describe('implant size display', () => {
  it('rounds to the nearest 25 cc', () => {
    expect(implantSizeForDisplay(312)).toBe(300);
    expect(implantSizeForDisplay(312.5)).toBe(325);
    expect(implantSizeForDisplay(337)).toBe(325);
    expect(implantSizeForDisplay(338)).toBe(350);
    expect(implantSizeForDisplay(0)).toBe(0);
    expect(Object.is(implantSizeForDisplay(-1), 0)).toBe(true);
  });

  it('is always a multiple of 25 within 12.5 cc of the size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), (size) => {
        const shown = implantSizeForDisplay(size);
        expect(shown % 25).toBe(0);
        expect(Math.abs(shown - size)).toBeLessThanOrEqual(12.5);
      }),
    );
  });

  it('treats a non-finite size as a bug', () => {
    expect(() => implantSizeForDisplay(Number.NaN)).toThrow(RangeError);
  });
});
