/**
 * The displacement at the four corners of one grid cell: a top-left, b top-right,
 * c bottom-left, e bottom-right, x and y components.
 */
export interface CellCorners {
  readonly ax: number;
  readonly bx: number;
  readonly cx: number;
  readonly ex: number;
  readonly ay: number;
  readonly by: number;
  readonly cy: number;
  readonly ey: number;
}

/**
 * The corners of the cell whose top-left node is `k` on a lattice `cols` nodes
 * across, or null when none of them moves (such a cell maps onto itself).
 */
export function movingCell(
  dx: Float32Array,
  dy: Float32Array,
  k: number,
  cols: number,
): CellCorners | null {
  const ax = dx[k] ?? 0;
  const bx = dx[k + 1] ?? 0;
  const cx = dx[k + cols] ?? 0;
  const ex = dx[k + cols + 1] ?? 0;
  const ay = dy[k] ?? 0;
  const by = dy[k + 1] ?? 0;
  const cy = dy[k + cols] ?? 0;
  const ey = dy[k + cols + 1] ?? 0;
  if (ax === 0 && bx === 0 && cx === 0 && ex === 0) {
    if (ay === 0 && by === 0 && cy === 0 && ey === 0) return null;
  }
  return { ax, bx, cx, ex, ay, by, cy, ey };
}
