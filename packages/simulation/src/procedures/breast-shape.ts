import type { Side } from '../anatomy/silhouette-edges.ts';
import type { Point } from '../types.ts';

/**
 * A breast seen from the front, as a hemi-ellipsoid on the chest wall: base radii r
 * (across) and ry (up and down), forward projection p, pointing a little outward
 * (tan 15°) and, with ptosis, down: its front is sheared so the apex sits `drop`
 * below the base centre. Its frontal outline is the union of the cross-sections at
 * every depth, each a smaller ellipse shifted outward and down. Image pixels, y down.
 */
export interface BreastShape {
  readonly side: Side;
  /** Centre of the base on the chest wall. */
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly ry: number;
  readonly p: number;
  readonly drop: number;
}

/** Outward lateral tilt of the breast's axis: tan 15°. */
export const OUTWARD = Math.tan((15 * Math.PI) / 180);
/** Cross-sections sampled through the depth, before refining the outermost. */
const DEPTHS = 24;
/** Refinement steps of the outermost cross-section's depth. */
const REFINE = 10;

/** The centre of the base on the chest wall, as a point. */
export const baseCentre = (shape: BreastShape): Point => ({ x: shape.cx, y: shape.cy });

/** Distance from `origin` along the unit direction (c, s) to the shape's frontal outline. */
export function outlineDistance(shape: BreastShape, origin: Point, c: number, s: number): number {
  // The outline is the envelope of the cross-sections: find the depth reaching
  // furthest coarsely, then narrow it down (a coarse envelope would scallop).
  let best = 0;
  let far = sectionReach(shape, 0, origin, c, s);
  for (let k = 1; k < DEPTHS; k++) {
    const d = sectionReach(shape, k / DEPTHS, origin, c, s);
    if (d > far) {
      far = d;
      best = k;
    }
  }
  let lo = Math.max(0, best - 1) / DEPTHS;
  let hi = Math.min(DEPTHS - 1, best + 1) / DEPTHS;
  for (let k = 0; k < REFINE; k++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (sectionReach(shape, a, origin, c, s) < sectionReach(shape, b, origin, c, s)) lo = a;
    else hi = b;
  }
  return Math.max(far, sectionReach(shape, (lo + hi) / 2, origin, c, s));
}

/** How far along the ray the cross-section at relative depth u reaches (0 if it misses). */
function sectionReach(shape: BreastShape, u: number, origin: Point, c: number, s: number): number {
  const shrink = Math.sqrt(1 - u * u);
  const a = shape.r * shrink;
  const b = shape.ry * shrink;
  const ex = origin.x - (shape.cx + shape.side * OUTWARD * shape.p * u);
  const ey = origin.y - (shape.cy + shape.drop * u);
  const qa = (c / a) ** 2 + (s / b) ** 2;
  const qb = 2 * ((ex * c) / (a * a) + (ey * s) / (b * b));
  const qc = (ex / a) ** 2 + (ey / b) ** 2 - 1;
  const disc = qb * qb - 4 * qa * qc;
  return disc < 0 ? 0 : Math.max(0, (-qb + Math.sqrt(disc)) / (2 * qa));
}

/** How far the outline reaches below the base centre: the lower pole. */
export const lowerExtent = (shape: BreastShape): number => Math.hypot(shape.ry, shape.drop);

/** Directions sampled when comparing outlines. */
const COMPARED_DIRECTIONS = 48;

/**
 * How much of the outline change from `before` to `full` the change to `partial`
 * amounts to: the least-squares share over directions around the base centre (the
 * field of a level is the full field scaled, so this is the level that shows
 * `partial` best). Summed over several breasts.
 */
export function outlineShare(
  pairs: readonly { before: BreastShape; full: BreastShape; partial: BreastShape }[],
): number {
  let dot = 0;
  let norm = 0;
  for (const { before, full, partial } of pairs) {
    const centre = baseCentre(before);
    for (let k = 0; k < COMPARED_DIRECTIONS; k++) {
      const a = (2 * Math.PI * k) / COMPARED_DIRECTIONS;
      const c = Math.cos(a);
      const s = Math.sin(a);
      const r0 = outlineDistance(before, centre, c, s);
      const f = outlineDistance(full, centre, c, s) - r0;
      dot += f * (outlineDistance(partial, centre, c, s) - r0);
      norm += f * f;
    }
  }
  return norm > 0 ? dot / norm : 0;
}
