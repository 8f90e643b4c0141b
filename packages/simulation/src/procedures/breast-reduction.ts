import { breastMounds } from '../anatomy/breast-mounds.ts';
import { liftFor } from './breast-lift.ts';
import {
  addOutlineChanges,
  breastVolumeCc,
  outlineForVolume,
  reshapeBreast,
} from './breast-outline.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';

/** Share of the volume removed at the pronounced level. */
const MAX_REMOVED = 0.45;
/** The base narrows with about the fourth root of the volume (as it widens with a natural breast's); projection loses the rest. */
const BASE_EXPONENT = 1 / 4;
/** The lower pole's excess skin is removed too, which lifts it: half a lift's rise, at most (torso lengths). */
const LIFT_SHARE = 0.5;
const MAX_LIFT = 0.04;

/**
 * The breast mound shrinks toward the fold it sits on (the fold stays, the top and
 * the sides come in) and its lower pole is lifted; where the outline retreats
 * the chest or background beyond it fills in. The reverse of augmentation, plus a lift.
 */
export const breastReduction: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  series: FIVE_LEVELS,
  build(field, { frame, mask, image }) {
    const mounds = breastMounds(frame, mask, image);
    const lift = LIFT_SHARE * liftFor(frame, mounds, MAX_LIFT / LIFT_SHARE);
    for (const mound of mounds) {
      const cc = (1 - MAX_REMOVED) * breastVolumeCc(frame, mound);
      const smaller = outlineForVolume(frame, mound, cc, BASE_EXPONENT);
      reshapeBreast(
        field,
        mound,
        addOutlineChanges(smaller, { lateral: 0, medial: 0, top: 0, bottom: lift }),
      );
    }
    return undefined;
  },
};
