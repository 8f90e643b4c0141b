import { type BreastMound, breastMounds } from '../anatomy/breast-mounds.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { addShift } from '../primitives/shift.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';

/** Largest rise of the nipple and lower pole, in torso lengths (≈ 4 cm on an average adult). */
const MAX_LIFT = 0.08;

/**
 * Mastopexy seen from the front: the lower poles and nipples are carried up while
 * the tops of the breasts, where they meet the chest, stay put, so each mound is
 * shortened from below and its upper pole fills out. Both breasts and the skin
 * between them move as one (the folds rise together, a bra line stays straight);
 * the skin under the folds is revealed by stretching down to the still abdomen.
 */
export function addBreastLift(
  field: ForwardField,
  mounds: readonly BreastMound[],
  lift: number,
): void {
  const left = mounds.find((m) => m.side < 0);
  const right = mounds.find((m) => m.side > 0);
  if (!left || !right) return;
  const r = (left.radius + right.radius) / 2;
  const centre = {
    x: (left.centre.x + right.centre.x) / 2,
    y: (left.centre.y + right.centre.y) / 2 + 0.5 * r,
  };
  addShift(field, {
    region: {
      centre,
      left: centre.x - left.centre.x + left.lateralReach,
      right: right.centre.x - centre.x + right.lateralReach,
      up: 2.4 * r,
      down: 1.8 * r,
    },
    core: 0.45,
    by: { x: 0, y: -lift },
  });
}

export const breastLift: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  series: FIVE_LEVELS,
  build(field, { frame, mask }) {
    const lift = MAX_LIFT * frame.torsoLength;
    addBreastLift(field, breastMounds(frame, mask), lift);
  },
};
