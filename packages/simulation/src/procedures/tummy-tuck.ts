import { framePoint } from '../anatomy/body-frame.ts';
import { flankBulge } from '../anatomy/flank-bulge.ts';
import { addBulge } from '../primitives/bulge.ts';
import { addContourBand } from '../primitives/contour-band.ts';
import type { ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';
import { bodyBand, levelAt, rowAt } from './torso-profile.ts';

/** Inward move of the waist outline per side at the pronounced level, in shoulder widths (≈ 1.5 cm). */
const WAIST = 0.042;
/** Share of the flank bulge taken with the excised skin and the tightened wall. */
const FLANK_REMOVED = 0.3;
/** Lower abdomen drawn toward the midline and up (linear shrink). */
const LOWER_ABDOMEN_ACROSS = 0.07;
const LOWER_ABDOMEN_DOWN = 0.05;

/**
 * Abdominoplasty from the front: the waist outline is tightened toward the midline
 * from under the ribs to the iliac crest (the plicated muscle wall), a little of
 * the flank bulge goes with it, and the lower abdomen between navel and pubis is
 * drawn in and up as the excess skin below the navel is removed.
 */
export const tummyTuck: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.75,
  views: ['BODY_FRONT', 'TORSO_FRONT'],
  series: FIVE_LEVELS,
  build(field, { frame, mask }) {
    const sw = frame.shoulderWidth;
    for (const side of [-1, 1] as const) {
      const bulge = flankBulge(mask, frame, side);
      addContourBand(field, mask, frame, {
        side,
        yTop: rowAt(frame, 0.36),
        yBottom: rowAt(frame, 1.0),
        shiftAt: (y) => {
          const t = levelAt(frame, y);
          return -(WAIST * sw * bodyBand(t, 0.36, 0.5, 0.82, 0.95) + FLANK_REMOVED * bulge(y));
        },
      });
    }
    addBulge(field, {
      region: {
        centre: framePoint(frame, 0, 0.9),
        left: 0.3 * sw,
        right: 0.3 * sw,
        up: 0.22 * frame.torsoLength,
        down: 0.24 * frame.torsoLength,
      },
      core: 0.3,
      growthX: -LOWER_ABDOMEN_ACROSS,
      growthY: -LOWER_ABDOMEN_DOWN,
    });
  },
};
