import type { RegionOfInterest } from '@afterlook/domain';
import type { Deformation } from './build-deformation.ts';
import type { DisplacementField } from './field/displacement-field.ts';

/** Displacements below this many pixels change nothing a patient can see. */
const VISIBLE_SHIFT_PX = 0.25;
/** Room around the change on each side, as a share of its larger side. */
const MARGIN = 0.15;

/**
 * The region of interest of a series: the box around every node the most pronounced
 * level moves visibly (a node's shift reaches the cells on both sides of it), with a
 * margin, as shares of the photo. Levels scale one deformation, so the box holds for
 * every image of the series. Null when nothing moves visibly.
 */
export function regionOfInterest(field: DisplacementField): RegionOfInterest | null {
  let i0 = Number.POSITIVE_INFINITY;
  let j0 = Number.POSITIVE_INFINITY;
  let i1 = -1;
  let j1 = -1;
  const minSquared = VISIBLE_SHIFT_PX * VISIBLE_SHIFT_PX;
  for (let j = 0; j < field.rows; j++) {
    for (let i = 0; i < field.cols; i++) {
      const k = j * field.cols + i;
      const dx = field.dx[k] ?? 0;
      const dy = field.dy[k] ?? 0;
      if (dx * dx + dy * dy < minSquared) continue;
      i0 = Math.min(i0, i);
      i1 = Math.max(i1, i);
      j0 = Math.min(j0, j);
      j1 = Math.max(j1, j);
    }
  }
  if (i1 < 0) return null;
  const c = field.cell;
  const x0 = (i0 - 1) * c;
  const y0 = (j0 - 1) * c;
  const x1 = (i1 + 1) * c;
  const y1 = (j1 + 1) * c;
  const margin = MARGIN * Math.max(x1 - x0, y1 - y0);
  const left = Math.max(0, x0 - margin);
  const top = Math.max(0, y0 - margin);
  const right = Math.min(field.width, x1 + margin);
  const bottom = Math.min(field.height, y1 + margin);
  return {
    left: left / field.width,
    top: top / field.height,
    right: right / field.width,
    bottom: bottom / field.height,
  };
}

/** The region of a deformation's whole series: where its most pronounced level moves pixels. */
export const seriesRegion = (deformation: Deformation): RegionOfInterest | null =>
  regionOfInterest(deformation.fieldAt(deformation.steps.at(-1)?.level ?? 1));
