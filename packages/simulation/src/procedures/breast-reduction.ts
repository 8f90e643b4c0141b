import { breastMounds } from '../anatomy/breast-mounds.ts';
import { addBreastVolume } from './breast-augmentation.ts';
import { addBreastLift, liftFor } from './breast-lift.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';

/** Largest linear shrink of the breast's footprint (0.15 ≈ 45 % less volume). */
const MAX_SHRINK = 0.15;
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
    for (const mound of mounds) addBreastVolume(field, mound, -MAX_SHRINK);
    addBreastLift(field, mounds, LIFT_SHARE * liftFor(frame, mounds, MAX_LIFT / LIFT_SHARE));
    return undefined;
  },
};
