/**
 * The coarse lattice displacements live on: nodes every `cell` pixels from (0, 0),
 * enough of them to cover the last pixel row and column.
 */
export interface FieldGrid {
  /** Size of the image the field applies to, in pixels. */
  readonly width: number;
  readonly height: number;
  /** Node spacing in pixels. */
  readonly cell: number;
  /** Node counts across and down. */
  readonly cols: number;
  readonly rows: number;
}

export function createGrid(width: number, height: number, cell: number): FieldGrid {
  const spacing = Math.max(1, Math.round(cell));
  return {
    width,
    height,
    cell: spacing,
    cols: Math.ceil((width - 1) / spacing) + 1,
    rows: Math.ceil((height - 1) / spacing) + 1,
  };
}

/** Bilinear interpolation of a node array at a pixel position (clamped to the lattice). */
export function sampleGrid(grid: FieldGrid, values: Float32Array, x: number, y: number): number {
  const gx = Math.min(Math.max(x / grid.cell, 0), grid.cols - 1);
  const gy = Math.min(Math.max(y / grid.cell, 0), grid.rows - 1);
  const i = Math.min(Math.floor(gx), grid.cols - 2);
  const j = Math.min(Math.floor(gy), grid.rows - 2);
  if (i < 0 || j < 0) return values[0] ?? 0;
  const tx = gx - i;
  const ty = gy - j;
  const k = j * grid.cols + i;
  const v00 = values[k] ?? 0;
  const v10 = values[k + 1] ?? 0;
  const v01 = values[k + grid.cols] ?? 0;
  const v11 = values[k + grid.cols + 1] ?? 0;
  const top = v00 + (v10 - v00) * tx;
  const bottom = v01 + (v11 - v01) * tx;
  return top + (bottom - top) * ty;
}

/** Value and gradient (per pixel) of the bilinear interpolation of two node arrays at (x, y). */
export interface GridSample {
  u: number;
  v: number;
  uX: number;
  uY: number;
  vX: number;
  vY: number;
}

export function sampleGridWithGradient(
  grid: FieldGrid,
  us: Float32Array,
  vs: Float32Array,
  x: number,
  y: number,
  out: GridSample,
): void {
  const gx = Math.min(Math.max(x / grid.cell, 0), grid.cols - 1);
  const gy = Math.min(Math.max(y / grid.cell, 0), grid.rows - 1);
  const i = Math.max(0, Math.min(Math.floor(gx), grid.cols - 2));
  const j = Math.max(0, Math.min(Math.floor(gy), grid.rows - 2));
  const tx = gx - i;
  const ty = gy - j;
  const k = j * grid.cols + i;
  const c = grid.cols;
  const corner = (a: Float32Array, which: 'u' | 'v') => {
    const a00 = a[k] ?? 0;
    const a10 = a[k + 1] ?? 0;
    const a01 = a[k + c] ?? 0;
    const a11 = a[k + c + 1] ?? 0;
    const top = a00 + (a10 - a00) * tx;
    const bottom = a01 + (a11 - a01) * tx;
    const value = top + (bottom - top) * ty;
    const dX = ((a10 - a00) * (1 - ty) + (a11 - a01) * ty) / grid.cell;
    const dY = (bottom - top) / grid.cell;
    if (which === 'u') {
      out.u = value;
      out.uX = dX;
      out.uY = dY;
    } else {
      out.v = value;
      out.vX = dX;
      out.vY = dY;
    }
  };
  corner(us, 'u');
  corner(vs, 'v');
}
