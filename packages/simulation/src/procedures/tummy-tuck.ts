import { abdominalContour } from './abdominal-contour.ts';

/**
 * Abdominoplasty from the front: the waist outline is tightened toward the midline
 * from under the ribs to the iliac crest (the plicated muscle wall), a little of
 * the flank bulge goes with it, and the lower abdomen between navel and pubis is
 * drawn in and up as the excess skin below the navel is removed.
 */
export const tummyTuck = abdominalContour({
  focusLevel: 0.75,
  // ≈ 1.5 cm per side at the pronounced level, in shoulder widths.
  waist: 0.042,
  // Taken with the excised skin and the tightened wall.
  flankRemoved: 0.3,
  band: [0.36, 0.5, 0.82, 0.95],
  // The lower abdomen, navel to pubis, drawn in and up.
  belly: { level: 0.9, up: 0.22, down: 0.24, across: 0.07, lift: 0.05 },
});
