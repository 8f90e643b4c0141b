import { raisedApex, shapeVolumeCc, withVolume } from './breast-model.ts';
import { breastProcedure } from './procedure-geometry.ts';
import { reshapeBothBreasts } from './reshape-both-breasts.ts';
import { FIVE_LEVELS } from './series.ts';

/** Share of the volume removed at the pronounced level. */
const MAX_REMOVED = 0.45;
/** The base narrows with about the fourth root of the volume (as it widens with a natural breast's); projection loses the rest. */
const BASE_EXPONENT = 1 / 4;
/** The lower pole's excess skin is removed too, which lifts the apex (cm, pronounced level). */
const APEX_LIFT_CM = 2.5;

/**
 * The breast mound shrinks toward the fold it sits on (the fold stays, the top and
 * the sides come in) and its apex is lifted; where the outline retreats the chest
 * or background beyond it fills in. The reverse of augmentation, plus a lift.
 */
export const breastReduction = breastProcedure({
  series: FIVE_LEVELS,
  build(field, body) {
    const { frame } = body;
    reshapeBothBreasts(field, body, (shape) => {
      const cc = (1 - MAX_REMOVED) * shapeVolumeCc(frame, shape);
      return raisedApex(frame, withVolume(frame, shape, cc, BASE_EXPONENT), APEX_LIFT_CM);
    });
    return undefined;
  },
});
