import { type ForwardField, nodeRange } from '../field/forward-field.ts';
import type { Point } from '../types.ts';
import { smootherstep } from './falloff.ts';
import { ellipseBounds, type SoftEllipse } from './soft-ellipse.ts';

/**
 * A closed outline around a centre carried onto a new one, as distances from that
 * centre per direction: every point inside moves along its ray in proportion to
 * its distance (the outline lands exactly on the new one), and beyond the outline
 * the move fades out smoothly within `reach`, so nothing outside it moves.
 */
export interface OutlineMap {
  readonly centre: Point;
  /** Distance from the centre to the outline before and after, for a unit direction (c, s). */
  readonly before: (c: number, s: number) => number;
  readonly after: (c: number, s: number) => number;
  /** Where the motion must have faded out (centred on `centre`). */
  readonly reach: SoftEllipse;
  /**
   * Least width of the fade beyond the outline, as a multiple of the outline's move
   * there: for an outline moving out, keeps the tissue it squeezes above about half
   * its area; for one moving in, bounds how far the skin beyond is stretched.
   */
  readonly bandPerGrowth: number;
  readonly bandPerShrink: number;
  /**
   * Distance along a direction to what must not move at all (the background beside
   * the body); the fade ends a little before it and the outline's move there is
   * held to what the room left allows. Ignored where that is nearer than `minRoom`
   * beyond the outline (the outline itself forms the silhouette there and carries it).
   */
  readonly limit?: (c: number, s: number) => number;
  readonly minRoom?: number;
}

/** Directions tabulated around the centre. */
const DIRECTIONS = 120;

export function addOutlineMap(field: ForwardField, map: OutlineMap): void {
  const { centre, reach } = map;
  const r0 = new Float64Array(DIRECTIONS);
  const move = new Float64Array(DIRECTIONS);
  const band = new Float64Array(DIRECTIONS);
  for (let k = 0; k < DIRECTIONS; k++) {
    const a = (2 * Math.PI * k) / DIRECTIONS;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const inner = map.before(c, s);
    const change = map.after(c, s) - inner;
    r0[k] = inner;
    const rx = c < 0 ? reach.left : reach.right;
    const ry = s < 0 ? reach.up : reach.down;
    const edge = 1 / Math.hypot(c / rx, s / ry);
    const perMove = change > 0 ? map.bandPerGrowth : map.bandPerShrink;
    const stop = map.limit ? map.limit(c, s) : Number.POSITIVE_INFINITY;
    if (stop - inner >= (map.minRoom ?? 0) && stop < edge + perMove * Math.abs(change)) {
      const room = Math.max(1, stop - inner);
      band[k] = room;
      move[k] = Math.sign(change) * Math.min(Math.abs(change), room / perMove);
    } else {
      band[k] = Math.max(edge - inner, perMove * Math.abs(change), 1);
      move[k] = change;
    }
  }
  // A fade width that jumps between neighbouring directions would crease the skin.
  const smoothBand = circularBlur(band, 3);
  const smoothMove = circularBlur(move, 1);
  let outer = 0;
  for (let k = 0; k < DIRECTIONS; k++)
    outer = Math.max(outer, (r0[k] as number) + (smoothBand[k] as number));
  const b = ellipseBounds({ centre, left: outer, right: outer, up: outer, down: outer });
  const { grid, ux, uy } = field;
  const { i0, i1, j0, j1 } = nodeRange(grid, b.x0, b.y0, b.x1, b.y1);
  field.controls.push(centre);
  for (let j = j0; j <= j1; j++) {
    const dy = j * grid.cell - centre.y;
    for (let i = i0; i <= i1; i++) {
      const dx = i * grid.cell - centre.x;
      const d = Math.hypot(dx, dy);
      if (d === 0) continue;
      const t = ((Math.atan2(dy, dx) / (2 * Math.PI) + 1) % 1) * DIRECTIONS;
      const k0 = Math.floor(t) % DIRECTIONS;
      const k1 = (k0 + 1) % DIRECTIONS;
      const f = t - Math.floor(t);
      const lerp = (v: Float64Array) => (v[k0] as number) * (1 - f) + (v[k1] as number) * f;
      const inner = lerp(r0);
      const fade = lerp(smoothBand);
      const w = d <= inner ? d / inner : 1 - smootherstep((d - inner) / fade);
      if (w === 0) continue;
      const m = (lerp(smoothMove) * w) / d;
      const k = j * grid.cols + i;
      ux[k] = (ux[k] ?? 0) + m * dx;
      uy[k] = (uy[k] ?? 0) + m * dy;
    }
  }
}

/** Box blur around the circle of directions. */
function circularBlur(values: Float64Array, radius: number): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let sum = 0;
    for (let q = -radius; q <= radius; q++) sum += values[(k + q + n) % n] as number;
    out[k] = sum / (2 * radius + 1);
  }
  return out;
}
