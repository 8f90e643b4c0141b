import type { Point } from '../types.ts';
import type { FieldGrid } from './grid.ts';

/**
 * Where tissue moves: node (i, j) at pixel (i·cell, j·cell) of the before image ends
 * up at that position plus (ux, uy). Procedures add their displacements here; the
 * engine inverts it into the backward field the warp samples with.
 */
export interface ForwardField {
  readonly grid: FieldGrid;
  readonly ux: Float32Array;
  readonly uy: Float32Array;
  /** The anatomical points the displacements were anchored on (for diagrams and review). */
  readonly controls: Point[];
  /**
   * The treated anatomy's outline, before and after (the lips, the breasts, the
   * abdomen's waist and belly, the buttocks): what the result's close-up frames.
   */
  readonly anatomy: Point[];
}

export function createForwardField(grid: FieldGrid): ForwardField {
  const n = grid.cols * grid.rows;
  return { grid, ux: new Float32Array(n), uy: new Float32Array(n), controls: [], anatomy: [] };
}

/** Node index range covering a pixel rectangle, clipped to the lattice. */
export function nodeRange(
  grid: FieldGrid,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): { i0: number; i1: number; j0: number; j1: number } {
  return {
    i0: Math.max(0, Math.ceil(x0 / grid.cell)),
    i1: Math.min(grid.cols - 1, Math.floor(x1 / grid.cell)),
    j0: Math.max(0, Math.ceil(y0 / grid.cell)),
    j1: Math.min(grid.rows - 1, Math.floor(y1 / grid.cell)),
  };
}

/** A copy of the field with every displacement multiplied by `factor`. */
export function scaleForwardField(field: ForwardField, factor: number): ForwardField {
  const ux = new Float32Array(field.ux.length);
  const uy = new Float32Array(field.uy.length);
  for (let k = 0; k < ux.length; k++) {
    ux[k] = (field.ux[k] ?? 0) * factor;
    uy[k] = (field.uy[k] ?? 0) * factor;
  }
  return { grid: field.grid, ux, uy, controls: field.controls, anatomy: field.anatomy };
}
