import { flankBulge } from '../anatomy/flank-bulge.ts';
import { silhouetteEdge } from '../anatomy/silhouette-edges.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { addContourBand } from '../primitives/contour-band.ts';
import type { BodyContext } from './procedure-geometry.ts';
import { bodyBand, levelAt, rowAt } from './torso-profile.ts';

/** How a procedure takes in the waist (tummy tuck, liposuction, the BBL's harvest). */
export interface WaistContour {
  /** Inward move of the waist outline per side at the pronounced level, in shoulder widths. */
  readonly waist: number;
  /** Share of the flank bulge the person actually has (measured on the outline) that goes. */
  readonly flankRemoved: number;
  /** Body levels where the waist move rises, is full, holds and ends (see bodyBand). */
  readonly band: readonly [start: number, full: number, hold: number, end: number];
}

/** Upper and lower body levels of the waist outline: under the ribs to the iliac crest. */
const WAIST_TOP = 0.36;
const WAIST_BOTTOM = 1.0;
/** Rows of the waist outline sampled for the close-up. */
const OUTLINE_ROWS = 8;

/** Moves both sides' waist outline toward the midline: the waist band plus a share of each flank bulge. */
export function addWaistContour(
  field: ForwardField,
  { frame, mask }: BodyContext,
  { waist, flankRemoved, band }: WaistContour,
): void {
  const sw = frame.shoulderWidth;
  // The waist outline where it is taken in is treated anatomy: the close-up frames it.
  const [start, , , end] = band;
  for (let k = 0; k <= OUTLINE_ROWS; k++) {
    const y = rowAt(frame, start + ((end - start) * k) / OUTLINE_ROWS);
    for (const side of [-1, 1] as const) {
      const edge = silhouetteEdge(mask, frame, y, side);
      if (edge) field.anatomy.push({ x: edge.x, y });
    }
  }
  for (const side of [-1, 1] as const) {
    const bulge = flankBulge(mask, frame, side);
    addContourBand(field, mask, frame, {
      side,
      yTop: rowAt(frame, WAIST_TOP),
      yBottom: rowAt(frame, WAIST_BOTTOM),
      shiftAt: (y) =>
        -(waist * sw * bodyBand(levelAt(frame, y), ...band) + flankRemoved * bulge(y)),
    });
  }
}
