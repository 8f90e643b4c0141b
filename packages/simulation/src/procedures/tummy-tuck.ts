import { framePoint } from '../anatomy/body-frame.ts';
import { addBulge } from '../primitives/bulge.ts';
import type { ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';
import { addWaistContour } from './waist-contour.ts';

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
  build(field, body) {
    const { frame } = body;
    const sw = frame.shoulderWidth;
    addWaistContour(field, body, {
      waist: WAIST,
      flankRemoved: FLANK_REMOVED,
      band: [0.36, 0.5, 0.82, 0.95],
    });
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
