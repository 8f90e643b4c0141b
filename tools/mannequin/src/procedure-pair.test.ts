import type { PersonMask, RgbaImage } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { AVERAGE_FIGURE, type FigureParams } from './figure-params.ts';
import { MANNEQUIN_PROCEDURES, paramsAfterProcedure } from './procedure-effects.ts';
import { regionOfInterest } from './region-of-interest.ts';
import { renderProcedurePair } from './render-procedure-pair.ts';

/** Mean absolute RGB difference (0..255) where `where(i)` holds, and how many pixels that was. */
function meanDiff(
  a: RgbaImage,
  b: RgbaImage,
  where: (i: number) => boolean,
): { mean: number; pixels: number } {
  let sum = 0;
  let pixels = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    if (!where(i)) continue;
    pixels++;
    for (let c = 0; c < 3; c++)
      sum += Math.abs((a.data[i * 4 + c] ?? 0) - (b.data[i * 4 + c] ?? 0));
  }
  return { mean: pixels ? sum / (pixels * 3) : 0, pixels };
}

const inside = (roi: PersonMask) => (i: number) => roi.data[i] === 255;

// A "before" with something for every procedure to change.
const candidate: FigureParams = {
  ...AVERAGE_FIGURE,
  bustPtosisCm: 2,
  lowerAbdomenCm: 4,
  flankCm: 2,
  buttockProjectionCm: 3,
  buttockLiftCm: -1,
  upperLipMm: 5.5,
  lowerLipMm: 8,
};

describe('renderProcedurePair', () => {
  for (const procedure of MANNEQUIN_PROCEDURES) {
    it(`${procedure}: changes the image only inside its region of interest`, () => {
      const pair = renderProcedurePair(candidate, procedure, 1, { size: 160 });
      const roi = regionOfInterest(procedure, pair.before.landmarks, { width: 160, height: 160 });
      const within = meanDiff(pair.before.image, pair.after.image, inside(roi));
      const outside = meanDiff(pair.before.image, pair.after.image, (i) => !inside(roi)(i));
      expect(within.pixels).toBeGreaterThan(0);
      expect(within.mean).toBeGreaterThan(0.3);
      expect(outside.mean).toBeLessThan(0.05);
    }, 30_000);
  }
});

describe('paramsAfterProcedure', () => {
  it('scales with level from subtle to pronounced', () => {
    const subtle = paramsAfterProcedure(candidate, 'BREAST_LIFT', 0);
    const pronounced = paramsAfterProcedure(candidate, 'BREAST_LIFT', 1);
    expect(subtle.bustPtosisCm).toBeCloseTo(0);
    expect(pronounced.bustPtosisCm).toBeCloseTo(-3);
  });

  it('adds the chosen implant volume for augmentation', () => {
    expect(
      paramsAfterProcedure(candidate, 'BREAST_AUGMENTATION', 0.5, { implantCc: 350 }).bustVolumeCc,
    ).toBe(candidate.bustVolumeCc + 350);
    expect(paramsAfterProcedure(candidate, 'BREAST_AUGMENTATION', 1).bustVolumeCc).toBe(
      candidate.bustVolumeCc + 450,
    );
  });

  it('reduces volume for a reduction and fills lips for filler', () => {
    expect(paramsAfterProcedure(candidate, 'BREAST_REDUCTION', 1).bustVolumeCc).toBeCloseTo(
      candidate.bustVolumeCc * 0.55,
    );
    expect(paramsAfterProcedure(candidate, 'LIP_FILLER', 1).upperLipMm).toBeCloseTo(8.5);
  });

  it('rejects a level that is not a number', () => {
    expect(() => paramsAfterProcedure(candidate, 'BBL', Number.NaN)).toThrow(RangeError);
  });
});
