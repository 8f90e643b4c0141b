import type { BodyFrame } from '../anatomy/body-frame.ts';
import { type BreastMound, breastMounds } from '../anatomy/breast-mounds.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { reshapeBreast } from './breast-outline.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';

/** Largest rise of the nipple and lower pole, in torso lengths (≈ 4 cm on an average adult). */
const MAX_LIFT = 0.08;
/**
 * Level of the inframammary fold, torso lengths below the shoulder line (≈ 17–18 cm
 * on a 50 cm torso: the fold runs along the sixth rib).
 */
const FOLD_LEVEL = 0.35;
/** A breast that is not ptotic overhangs its fold by about a quarter of its base radius. */
const UPRIGHT_OVERHANG = 0.25;
/** Even a breast that barely sags is tightened a little by a lift (torso lengths, ≈ 6 mm). */
const MIN_LIFT = 0.012;

/**
 * How far a lift raises the lower poles (pixels): from where they hang in the photo
 * (measured lower contour) up to where an upright breast's would sit over the fold,
 * between MIN_LIFT and `max` torso lengths. Without a measured contour the poles are
 * placed from the landmarks and the same rule applies to that average placement.
 */
export function liftFor(frame: BodyFrame, mounds: readonly BreastMound[], max: number): number {
  if (mounds.length === 0) return 0;
  const tl = frame.torsoLength;
  const pole = mounds.reduce((s, m) => s + m.poleY, 0) / mounds.length;
  const radius = mounds.reduce((s, m) => s + m.radius, 0) / mounds.length;
  const fold = frame.shoulderMid.y + frame.down.y * FOLD_LEVEL * tl;
  const sag = pole - (fold + UPRIGHT_OVERHANG * radius);
  return Math.min(max * tl, Math.max(MIN_LIFT * tl, sag));
}

/**
 * Mastopexy seen from the front: the lower poles and nipples are carried up while
 * the tops of the breasts, where they meet the chest, and their sides stay put, so
 * each mound is shortened from below and its upper pole fills out; the skin under
 * the folds is revealed by stretching down to the still abdomen.
 */
export function addBreastLift(
  field: ForwardField,
  mounds: readonly BreastMound[],
  lift: number,
): void {
  for (const mound of mounds)
    reshapeBreast(field, mound, { lateral: 0, medial: 0, top: 0, bottom: lift });
}

export const breastLift: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  series: FIVE_LEVELS,
  build(field, { frame, mask, image }) {
    const mounds = breastMounds(frame, mask, image);
    addBreastLift(field, mounds, liftFor(frame, mounds, MAX_LIFT));
    return undefined;
  },
};
