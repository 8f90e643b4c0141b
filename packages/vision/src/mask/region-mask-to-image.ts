import type { PersonMask } from '@afterlook/domain';
import type * as tf from '@tensorflow/tfjs-core';
import { fromRectUnit, type RotatedRect } from '../geometry/rotated-rect.ts';

/**
 * Pastes a model's person probability map (0..1 over `region`'s unit square) back
 * onto the whole image, bilinear, zero outside the region, as 0..255 bytes. Plain
 * TypeScript over the region's bounding box: a full-frame tf.image.transform costs
 * ~5× more on the WASM backend.
 */
export async function regionMaskToImage(
  mask: tf.Tensor2D,
  region: RotatedRect,
  width: number,
  height: number,
): Promise<PersonMask> {
  const [rows, cols] = mask.shape;
  const probability = (await mask.data()) as Float32Array;
  const data = new Uint8Array(width * height);
  const corners = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ].map(([u, v]) => fromRectUnit(region, u as number, v as number));
  const clampX = (x: number) => Math.min(width, Math.max(0, x));
  const clampY = (y: number) => Math.min(height, Math.max(0, y));
  const x0 = clampX(Math.floor(Math.min(...corners.map((c) => c.x))));
  const x1 = clampX(Math.ceil(Math.max(...corners.map((c) => c.x))));
  const y0 = clampY(Math.floor(Math.min(...corners.map((c) => c.y))));
  const y1 = clampY(Math.ceil(Math.max(...corners.map((c) => c.y))));

  // Image pixel centre → mask pixel index: undo the rotation, scale to the mask grid.
  const cos = Math.cos(region.rotation);
  const sin = Math.sin(region.rotation);
  const ax = cols / region.width;
  const ay = rows / region.height;
  for (let y = y0; y < y1; y++) {
    const dy = y + 0.5 - region.centerY;
    const dx = x0 + 0.5 - region.centerX;
    // Walk the row: each step right moves the sample point by a fixed amount.
    let col = (cos * dx + sin * dy) * ax + cols / 2 - 0.5;
    let row = (-sin * dx + cos * dy) * ay + rows / 2 - 0.5;
    const colStep = cos * ax;
    const rowStep = -sin * ay;
    for (let x = x0; x < x1; x++, col += colStep, row += rowStep) {
      const value = sampleBilinear(probability, cols, rows, col, row);
      if (value > 0) data[y * width + x] = value >= 1 ? 255 : (value * 255 + 0.5) | 0;
    }
  }
  return { width, height, data };
}

/** Bilinear sample with zero outside the grid (so the region's edge fades out, as in MediaPipe). */
function sampleBilinear(
  grid: Float32Array,
  cols: number,
  rows: number,
  col: number,
  row: number,
): number {
  if (col <= -1 || row <= -1 || col >= cols || row >= rows) return 0;
  const c0 = Math.floor(col);
  const r0 = Math.floor(row);
  const fc = col - c0;
  const fr = row - r0;
  const inside = c0 >= 0 && r0 >= 0 && c0 + 1 < cols && r0 + 1 < rows;
  const i = r0 * cols + c0;
  // Interior pixels (nearly all of them) read the four neighbours directly.
  const a = inside ? (grid[i] as number) : cell(grid, cols, rows, r0, c0);
  const b = inside ? (grid[i + 1] as number) : cell(grid, cols, rows, r0, c0 + 1);
  const c = inside ? (grid[i + cols] as number) : cell(grid, cols, rows, r0 + 1, c0);
  const d = inside ? (grid[i + cols + 1] as number) : cell(grid, cols, rows, r0 + 1, c0 + 1);
  return (a + (b - a) * fc) * (1 - fr) + (c + (d - c) * fc) * fr;
}

function cell(grid: Float32Array, cols: number, rows: number, r: number, c: number): number {
  return r < 0 || c < 0 || r >= rows || c >= cols ? 0 : (grid[r * cols + c] as number);
}
