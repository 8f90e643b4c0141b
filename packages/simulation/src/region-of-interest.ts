import type { RegionOfInterest } from '@afterlook/domain';
import type { Deformation } from './build-deformation.ts';
import type { DisplacementField, PixelBox } from './field/displacement-field.ts';
import type { Point } from './types.ts';

/** Displacements below this many pixels change nothing a patient can see. */
const VISIBLE_SHIFT_PX = 0.25;
/**
 * Where the change is strong: nodes moving at least this share of the largest shift.
 * A share, not pixels, so the framing is the same whatever the subject's size in the
 * frame (a smooth field's tail grows with the face, its share of the peak does not).
 */
const STRONG_SHARE = 0.1;
/**
 * The treated anatomy and the strong change agree when their overlap keeps at least
 * this share of the anatomy's width and height; less, and the landmarks and the change
 * disagree (see regionOfInterest).
 */
const MIN_AGREEMENT = 0.25;
/** Room around the framed change on each side, as a share of its larger side. */
const MARGIN = 0.2;

/**
 * The region of interest of a series (issue 30): the treated anatomy (the lips, the
 * breasts, the abdomen, the buttocks) where the most pronounced level changes it
 * strongly, with a margin, as shares of the photo. Levels scale one deformation, so
 * the box holds for every image of the series.
 *
 * A smooth field's faint tail can reach across a whole face or torso; boxing every
 * node that moves visibly would then frame the photo, not the change. The anatomy
 * alone could frame a part the field barely moves (the lips' corners). Their
 * intersection frames what the procedure changes, on any photo whatever its framing.
 *
 * Falls back to the strong change alone when there is no anatomy (an engine that
 * reports none) or when the two barely overlap: the field, not the landmarks, is
 * what the after image shows. Null when nothing moves visibly.
 */
export function regionOfInterest(
  field: DisplacementField,
  anatomy: readonly Point[],
): RegionOfInterest | null {
  const strong = strongChange(field);
  if (!strong) return null;
  const treated = anatomyBox(field, anatomy);
  const both = treated ? intersection(treated, strong) : null;
  if (!treated || !both || !agree(treated, both)) {
    return share(field, grown(field, strong, margin(strong)));
  }
  // The whole anatomy with room around it, where the change (with the same room) is strong.
  const room = margin(both);
  const framed = intersection(grown(field, treated, room), grown(field, strong, room));
  return share(field, framed ?? both);
}

/** The region of a deformation's whole series: where its most pronounced level changes the treated anatomy. */
export const seriesRegion = (deformation: Deformation): RegionOfInterest | null =>
  regionOfInterest(deformation.fieldAt(deformation.steps.at(-1)?.level ?? 1), deformation.anatomy);

/** The overlap keeps enough of the anatomy across and down to be the same place. */
const agree = (treated: PixelBox, both: PixelBox): boolean =>
  both.x1 - both.x0 >= MIN_AGREEMENT * (treated.x1 - treated.x0) &&
  both.y1 - both.y0 >= MIN_AGREEMENT * (treated.y1 - treated.y0);

/** The nodes moving at least STRONG_SHARE of the largest shift (and visibly); null when none moves visibly. */
function strongChange(field: DisplacementField): PixelBox | null {
  let largest = 0;
  for (let k = 0; k < field.dx.length; k++) {
    largest = Math.max(largest, Math.hypot(field.dx[k] ?? 0, field.dy[k] ?? 0));
  }
  if (largest < VISIBLE_SHIFT_PX) return null;
  const least = Math.max(VISIBLE_SHIFT_PX, STRONG_SHARE * largest);
  let i0 = Number.POSITIVE_INFINITY;
  let j0 = Number.POSITIVE_INFINITY;
  let i1 = -1;
  let j1 = -1;
  for (let j = 0; j < field.rows; j++) {
    for (let i = 0; i < field.cols; i++) {
      const k = j * field.cols + i;
      if (Math.hypot(field.dx[k] ?? 0, field.dy[k] ?? 0) < least) continue;
      i0 = Math.min(i0, i);
      i1 = Math.max(i1, i);
      j0 = Math.min(j0, j);
      j1 = Math.max(j1, j);
    }
  }
  // A node's shift reaches the cells on both sides of it.
  const c = field.cell;
  return clip(field, { x0: (i0 - 1) * c, y0: (j0 - 1) * c, x1: (i1 + 1) * c, y1: (j1 + 1) * c });
}

/** The box around the treated anatomy's points inside the photo; null without any. */
function anatomyBox(field: DisplacementField, anatomy: readonly Point[]): PixelBox | null {
  let box: PixelBox | null = null;
  for (const { x, y } of anatomy) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    box = box
      ? {
          x0: Math.min(box.x0, x),
          y0: Math.min(box.y0, y),
          x1: Math.max(box.x1, x),
          y1: Math.max(box.y1, y),
        }
      : { x0: x, y0: y, x1: x, y1: y };
  }
  if (!box) return null;
  const inside = clip(field, box);
  return inside.x1 > inside.x0 && inside.y1 > inside.y0 ? inside : null;
}

function intersection(a: PixelBox, b: PixelBox): PixelBox | null {
  const box = {
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  };
  return box.x1 > box.x0 && box.y1 > box.y0 ? box : null;
}

const clip = (field: DisplacementField, box: PixelBox): PixelBox => ({
  x0: Math.max(0, box.x0),
  y0: Math.max(0, box.y0),
  x1: Math.min(field.width, box.x1),
  y1: Math.min(field.height, box.y1),
});

const margin = (box: PixelBox): number => MARGIN * Math.max(box.x1 - box.x0, box.y1 - box.y0);

const grown = (field: DisplacementField, box: PixelBox, by: number): PixelBox =>
  clip(field, { x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by });

/** A pixel box as shares of the photo. */
const share = (field: DisplacementField, box: PixelBox): RegionOfInterest => ({
  left: box.x0 / field.width,
  top: box.y0 / field.height,
  right: box.x1 / field.width,
  bottom: box.y1 / field.height,
});
