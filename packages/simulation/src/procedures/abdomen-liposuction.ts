import { abdominalContour } from './abdominal-contour.ts';

/**
 * Liposuction of the abdomen and flanks: the waist outline, from under the ribs to
 * the iliac crest, is taken in, and on top of that most of the flank bulge the
 * person actually has (measured on the outline) is removed; the belly between ribs
 * and pubis is slimmed slightly toward the midline.
 */
export const abdomenLiposuction = abdominalContour({
  focusLevel: 0.7,
  // ≈ 2.5 cm per side at the pronounced level, in shoulder widths.
  waist: 0.075,
  // Most of the "love handle".
  flankRemoved: 0.85,
  band: [0.36, 0.52, 0.8, 0.95],
  // The belly slimmed a little across, not lifted.
  belly: { level: 0.75, up: 0.28, down: 0.28, across: 0.04, lift: 0 },
});
