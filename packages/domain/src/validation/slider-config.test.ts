import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSliderConfig } from './slider-config.ts';

describe('adjustment slider config', () => {
  it('defaults to step 1, min 0, max 100', () => {
    expect(validateSliderConfig({ values: [50] })).toEqual({
      ok: true,
      value: { values: [50], step: 1, min: 0, max: 100, allowOverlap: false },
    });
  });

  it('rejects a step of 0', () => {
    expect(validateSliderConfig({ values: [0], step: 0 })).toMatchObject({ ok: false });
  });
  it('rejects min not below max', () => {
    expect(validateSliderConfig({ values: [5], min: 5, max: 5 })).toMatchObject({ ok: false });
    expect(validateSliderConfig({ values: [5], min: 6, max: 5 })).toMatchObject({ ok: false });
  });
  it('rejects values out of bounds', () => {
    expect(validateSliderConfig({ values: [101] })).toMatchObject({ ok: false });
    expect(validateSliderConfig({ values: [-1] })).toMatchObject({ ok: false });
    expect(validateSliderConfig({ values: [0, 100] }).ok).toBe(true);
  });
  it('rejects unsorted values unless overlap is allowed', () => {
    expect(validateSliderConfig({ values: [60, 40] })).toMatchObject({ ok: false });
    expect(validateSliderConfig({ values: [60, 40], allowOverlap: true }).ok).toBe(true);
    expect(validateSliderConfig({ values: [40, 40] }).ok).toBe(true);
  });
  it('rejects ranges and values off the step grid, tolerating decimal steps', () => {
    expect(validateSliderConfig({ values: [0], step: 3 })).toMatchObject({ ok: false });
    expect(validateSliderConfig({ values: [5], step: 10 })).toMatchObject({ ok: false });
    expect(validateSliderConfig({ values: [0.3], step: 0.1, min: 0, max: 1 }).ok).toBe(true);
  });
  it('rejects non-finite numbers', () => {
    expect(validateSliderConfig({ values: [Number.NaN] })).toMatchObject({ ok: false });
  });

  it('accepts exactly the sorted on-grid values within bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: -30, max: 50 }), { maxLength: 4 }),
        (step, min, steps, offsets) => {
          const max = min + steps * step;
          const values = offsets.map((offset) => min + offset * step);
          const expected =
            values.every((v) => v >= min && v <= max) &&
            values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);
          expect(validateSliderConfig({ values, step, min, max }).ok).toBe(expected);
        },
      ),
    );
  });
});
