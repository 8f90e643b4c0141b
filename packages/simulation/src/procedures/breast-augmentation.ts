import type { BodyFrame } from '../anatomy/body-frame.ts';
import { raisedApex, shapeVolumeCc, withVolume } from './breast-model.ts';
import { type BreastShape, outlineShare } from './breast-shape.ts';
import { breastProcedure } from './procedure-geometry.ts';
import { reshapeBothBreasts } from './reshape-both-breasts.ts';
import { implantSeries, type SeriesStep } from './series.ts';

export const IMPLANT_MIN_CC = 150;
export const IMPLANT_MAX_CC = 450;
/**
 * An implant is chosen to match the existing base: the base widens only by the
 * tissue draped over the implant's edge, with the twelfth root of the volume ratio
 * (≈ 5 mm on a 12 cm base for a doubled volume); the rest goes into projection.
 */
export const IMPLANT_BASE_EXPONENT = 1 / 12;
/** An implant fills the lower envelope of a sagging breast and lifts its apex up to this (cm) for the largest size. */
const IMPLANT_LIFT_CM = 1.5;

/** The breast with an implant of `cc`, its apex also raised by `liftCm` (a lift done with it). */
export function augmentedShape(
  frame: BodyFrame,
  shape: BreastShape,
  cc: number,
  liftCm = 0,
): BreastShape {
  const larger = withVolume(frame, shape, shapeVolumeCc(frame, shape) + cc, IMPLANT_BASE_EXPONENT);
  return raisedApex(frame, larger, liftCm + (IMPLANT_LIFT_CM * cc) / IMPLANT_MAX_CC);
}

/**
 * This subject's implant series: each size's level is the share of the largest
 * size's outline change that best shows its own (a small breast changes more with
 * each added cc than a large one). `liftCm` is the lift done with the implant, from
 * the smallest to the largest size.
 */
export function subjectImplantSeries(
  frame: BodyFrame,
  shapes: readonly BreastShape[],
  fromCc: number,
  toCc: number,
  every = 1,
  liftCm: { readonly subtle: number; readonly pronounced: number } = { subtle: 0, pronounced: 0 },
): SeriesStep[] {
  const liftFor = (cc: number) =>
    liftCm.subtle + ((liftCm.pronounced - liftCm.subtle) * (cc - fromCc)) / (toCc - fromCc);
  const after = (shape: BreastShape, cc: number) => augmentedShape(frame, shape, cc, liftFor(cc));
  return implantSeries(fromCc, toCc)
    .filter((_, i) => i % every === 0)
    .map((step) => {
      const cc = step.implant_size_in_cc ?? toCc;
      const level = outlineShare(
        shapes.map((before) => ({ before, full: after(before, toCc), partial: after(before, cc) })),
      );
      return { ...step, level: level > 0 ? Math.min(1, level) : step.level };
    });
}

/**
 * Augmentation seen from the front: the implant adds projection (the breast, which
 * points slightly outward, shows it as a fuller lateral contour), widens the base a
 * little (the top of the mound rises over the fold, which stays) and fills the
 * lower envelope of a sagging breast. Sized on each breast's measured width: the
 * relative change of a 230 cc breast is twice that of a 460 cc one.
 */
export const breastAugmentation = breastProcedure({
  series: implantSeries(IMPLANT_MIN_CC, IMPLANT_MAX_CC),
  build(field, body) {
    const { frame } = body;
    const shapes = reshapeBothBreasts(field, body, (shape) =>
      augmentedShape(frame, shape, IMPLANT_MAX_CC),
    );
    return subjectImplantSeries(frame, shapes, IMPLANT_MIN_CC, IMPLANT_MAX_CC);
  },
});
