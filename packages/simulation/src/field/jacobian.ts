import type { FieldGrid } from './grid.ts';
import { movingCell } from './moving-cell.ts';

/**
 * The mapping x ↦ x + d(x), d interpolated bilinearly per cell, folds over exactly
 * when its Jacobian determinant reaches zero somewhere. Within a bilinear cell the
 * determinant is linear in each coordinate, so its sign over the cell is decided at
 * the four corners; these helpers look only there.
 */
function forEachCornerGradient(
  grid: FieldGrid,
  dx: Float32Array,
  dy: Float32Array,
  visit: (dxdx: number, dxdy: number, dydx: number, dydy: number) => void,
): void {
  const { cols, rows, cell } = grid;
  for (let j = 0; j < rows - 1; j++) {
    for (let i = 0; i < cols - 1; i++) {
      const corners = movingCell(dx, dy, j * cols + i, cols);
      if (corners === null) continue;
      const { ax, bx, cx, ex, ay, by, cy, ey } = corners;
      // Derivatives along the top/bottom edges (x) and left/right edges (y).
      const xTop = (bx - ax) / cell;
      const xBottom = (ex - cx) / cell;
      const yTopX = (by - ay) / cell;
      const yBottomX = (ey - cy) / cell;
      const xLeft = (cx - ax) / cell;
      const xRight = (ex - bx) / cell;
      const yLeft = (cy - ay) / cell;
      const yRight = (ey - by) / cell;
      visit(xTop, xLeft, yTopX, yLeft);
      visit(xTop, xRight, yTopX, yRight);
      visit(xBottom, xLeft, yBottomX, yLeft);
      visit(xBottom, xRight, yBottomX, yRight);
    }
  }
}

/** Smallest Jacobian determinant of x ↦ x + d(x) over the moving cells (1 when nothing moves). */
export function minJacobian(grid: FieldGrid, dx: Float32Array, dy: Float32Array): number {
  let min = Number.POSITIVE_INFINITY;
  forEachCornerGradient(grid, dx, dy, (a, b, c, d) => {
    const det = (1 + a) * (1 + d) - b * c;
    if (det < min) min = det;
  });
  // Cells that do not move have determinant 1.
  return min === Number.POSITIVE_INFINITY ? 1 : min;
}

/**
 * Largest s in [0, 1] such that x ↦ x + s·d(x) keeps its determinant ≥ floor
 * everywhere. det(I + sA) = 1 + s·tr A + s²·det A, so each corner bounds s by the
 * first positive root of that quadratic minus the floor.
 */
export function safeScale(
  grid: FieldGrid,
  dx: Float32Array,
  dy: Float32Array,
  floor: number,
): number {
  let limit = 1;
  const c0 = 1 - floor;
  forEachCornerGradient(grid, dx, dy, (a, b, c, d) => {
    const trace = a + d;
    const det = a * d - b * c;
    const root = firstPositiveRoot(det, trace, c0);
    if (root < limit) limit = root;
  });
  return limit;
}

/** First root s > 0 of q·s² + l·s + c (c > 0), or +∞ when the polynomial stays positive. */
function firstPositiveRoot(q: number, l: number, c: number): number {
  if (Math.abs(q) < 1e-12) return l < 0 ? -c / l : Number.POSITIVE_INFINITY;
  const disc = l * l - 4 * q * c;
  if (disc < 0) return Number.POSITIVE_INFINITY;
  const sq = Math.sqrt(disc);
  const r1 = (-l - sq) / (2 * q);
  const r2 = (-l + sq) / (2 * q);
  const lo = Math.min(r1, r2);
  const hi = Math.max(r1, r2);
  if (lo > 0) return lo;
  if (hi > 0) return hi;
  return Number.POSITIVE_INFINITY;
}
