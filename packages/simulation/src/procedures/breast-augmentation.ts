import type { BodyFrame } from '../anatomy/body-frame.ts';
import { type BreastMound, breastMounds } from '../anatomy/breast-mounds.ts';
import { liftFor } from './breast-lift.ts';
import {
  addOutlineChanges,
  type OutlineChange,
  outlineForImplant,
  pixelsPerCm,
  reshapeBreast,
} from './breast-outline.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { implantSeries, type SeriesStep } from './series.ts';

export const IMPLANT_MIN_CC = 150;
export const IMPLANT_MAX_CC = 450;
/**
 * An implant fills the lower envelope of a sagging breast and lifts its lower pole
 * a little: by this share of the measured sag, at most IMPLANT_LIFT_CM for the
 * largest implant.
 */
const IMPLANT_LIFT_SHARE = 0.5;
const IMPLANT_LIFT_CM = 1.5;
/** Sag measured against the upright position, torso lengths at most (as a lift's). */
const SAG_LIMIT = 0.08;

/** How far an implant of `cc` raises the lower poles (pixels). */
export function implantLift(frame: BodyFrame, mounds: readonly BreastMound[], cc: number): number {
  const sag = liftFor(frame, mounds, SAG_LIMIT);
  return (
    Math.min(IMPLANT_LIFT_SHARE * sag, IMPLANT_LIFT_CM * pixelsPerCm(frame)) * (cc / IMPLANT_MAX_CC)
  );
}

/** The outline change of each breast for an implant of `cc` per breast (plus `lift` of the lower pole, filled by the implant). */
export function augmentedOutline(
  frame: BodyFrame,
  mound: BreastMound,
  cc: number,
  lift: number,
): OutlineChange {
  return addOutlineChanges(outlineForImplant(frame, mound, cc), {
    lateral: 0,
    medial: 0,
    top: 0,
    bottom: 0,
    fill: lift,
  });
}

/**
 * This subject's implant series: each size's level is the lateral outline change it
 * makes on the measured breasts relative to the largest size's (a small breast
 * changes more with each added cc than a large one).
 */
export function subjectImplantSeries(
  frame: BodyFrame,
  mounds: readonly BreastMound[],
  fromCc: number,
  toCc: number,
  every = 1,
): SeriesStep[] {
  const lateral = (cc: number) =>
    mounds.reduce((s, m) => s + outlineForImplant(frame, m, cc).lateral, 0);
  const top = lateral(toCc);
  return implantSeries(fromCc, toCc)
    .filter((_, i) => i % every === 0)
    .map((step) => ({
      ...step,
      level: top > 0 ? lateral(step.implant_size_in_cc ?? toCc) / top : step.level,
    }));
}

/**
 * Augmentation seen from the front: the implant adds projection (the breast, which
 * points slightly outward, shows it as a fuller lateral contour), widens the base a
 * little (the top of the mound rises over the fold, which stays) and fills the
 * lower envelope of a sagging breast. Sized on each breast's measured width: the
 * relative change of a 230 cc breast is twice that of a 460 cc one.
 */
export const breastAugmentation: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  series: implantSeries(IMPLANT_MIN_CC, IMPLANT_MAX_CC),
  build(field, { frame, mask, image }) {
    const mounds = breastMounds(frame, mask, image);
    const lift = implantLift(frame, mounds, IMPLANT_MAX_CC);
    for (const mound of mounds)
      reshapeBreast(field, mound, augmentedOutline(frame, mound, IMPLANT_MAX_CC, lift));
    return subjectImplantSeries(frame, mounds, IMPLANT_MIN_CC, IMPLANT_MAX_CC);
  },
};
