import { framePoint } from '../anatomy/body-frame.ts';
import { addBulge } from '../primitives/bulge.ts';
import type { ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';
import { addWaistContour } from './waist-contour.ts';

/** Inward move of the waist outline per side at the pronounced level, in shoulder widths (≈ 2.5 cm). */
const WAIST = 0.075;
/** Share of the measured flank bulge ("love handle") that is removed. */
const FLANK_REMOVED = 0.85;
/** The abdomen itself is slimmed a little across. */
const ABDOMEN_ACROSS = 0.04;

/**
 * Liposuction of the abdomen and flanks: the waist outline, from under the ribs to
 * the iliac crest, is taken in, and on top of that most of the flank bulge the
 * person actually has (measured on the outline) is removed; the belly between ribs
 * and pubis is slimmed slightly toward the midline.
 */
export const abdomenLiposuction: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.7,
  views: ['BODY_FRONT', 'TORSO_FRONT'],
  series: FIVE_LEVELS,
  build(field, body) {
    const { frame } = body;
    const sw = frame.shoulderWidth;
    addWaistContour(field, body, {
      waist: WAIST,
      flankRemoved: FLANK_REMOVED,
      band: [0.36, 0.52, 0.8, 0.95],
    });
    addBulge(field, {
      region: {
        centre: framePoint(frame, 0, 0.75),
        left: 0.3 * sw,
        right: 0.3 * sw,
        up: 0.28 * frame.torsoLength,
        down: 0.28 * frame.torsoLength,
      },
      core: 0.3,
      growthX: -ABDOMEN_ACROSS,
      growthY: 0,
    });
  },
};
