import { raisedApex } from './breast-model.ts';
import { outlineShare } from './breast-shape.ts';
import { breastProcedure } from './procedure-geometry.ts';
import { reshapeBothBreasts } from './reshape-both-breasts.ts';
import { FIVE_LEVELS } from './series.ts';

/** How far a lift raises the apex (nipple), subtle to pronounced, cm. */
export const LIFT_CM = { subtle: 2, pronounced: 5 } as const;

/**
 * Mastopexy seen from the front: the apex and the lower pole are carried up while
 * the top of the breast, where it meets the chest, and its sides stay, so the mound
 * is shortened from below; the skin under the fold is revealed by stretching down to
 * the still abdomen. The rise is what the measured sag allows: a breast that hangs
 * little is lifted little, whatever the level.
 */
export const breastLift = breastProcedure({
  series: FIVE_LEVELS,
  build(field, body) {
    const { frame } = body;
    const shapes = reshapeBothBreasts(field, body, (shape) =>
      raisedApex(frame, shape, LIFT_CM.pronounced),
    );
    // Each step's level: the share of the pronounced change that shows its own lift best.
    const levels = FIVE_LEVELS.map((_, k) => {
      const cm =
        LIFT_CM.subtle + ((LIFT_CM.pronounced - LIFT_CM.subtle) * k) / (FIVE_LEVELS.length - 1);
      return outlineShare(
        shapes.map((before) => ({
          before,
          full: raisedApex(frame, before, LIFT_CM.pronounced),
          partial: raisedApex(frame, before, cm),
        })),
      );
    });
    // A breast too upright to show steps apart keeps the evenly spread levels.
    const increasing = levels.every((l, k) => l > (k === 0 ? 0 : (levels[k - 1] as number)));
    return increasing ? levels.map((level) => ({ level })) : undefined;
  },
});
