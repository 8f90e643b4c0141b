import type { FieldGrid } from './grid.ts';

/** A pixel rectangle, x0/y0 inclusive, x1/y1 exclusive. */
export interface PixelBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * A backward displacement field on a coarse grid: the after image at pixel p shows
 * the before image at p + (dx, dy), with (dx, dy) interpolated bilinearly between
 * nodes. `region` bounds every pixel whose displacement is not exactly zero; the
 * warp leaves everything outside it untouched.
 */
export interface DisplacementField extends FieldGrid {
  readonly dx: Float32Array;
  readonly dy: Float32Array;
  readonly region: PixelBox | null;
}

/** Pixels covered by cells that have a non-zero corner: where a warp can change anything. */
export function fieldRegion(grid: FieldGrid, dx: Float32Array, dy: Float32Array): PixelBox | null {
  let i0 = Number.POSITIVE_INFINITY;
  let j0 = Number.POSITIVE_INFINITY;
  let i1 = -1;
  let j1 = -1;
  for (let j = 0; j < grid.rows; j++) {
    for (let i = 0; i < grid.cols; i++) {
      const k = j * grid.cols + i;
      if (dx[k] === 0 && dy[k] === 0) continue;
      if (i < i0) i0 = i;
      if (i > i1) i1 = i;
      if (j < j0) j0 = j;
      if (j > j1) j1 = j;
    }
  }
  if (i1 < 0) return null;
  // A non-zero node influences the cells on both sides of it.
  const c = grid.cell;
  return {
    x0: Math.max(0, (i0 - 1) * c + 1),
    y0: Math.max(0, (j0 - 1) * c + 1),
    x1: Math.min(grid.width, (i1 + 1) * c),
    y1: Math.min(grid.height, (j1 + 1) * c),
  };
}

/** The field that changes nothing, for a given grid. */
export function identityField(grid: FieldGrid): DisplacementField {
  const n = grid.cols * grid.rows;
  return { ...grid, dx: new Float32Array(n), dy: new Float32Array(n), region: null };
}
