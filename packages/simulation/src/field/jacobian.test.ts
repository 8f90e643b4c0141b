import { describe, expect, it } from 'vitest';
import { createGrid } from './grid.ts';
import { minJacobian, safeScale } from './jacobian.ts';

const grid = createGrid(33, 33, 8);
const n = grid.cols * grid.rows;

/** A field from a function of the node position. */
function field(f: (x: number, y: number) => [number, number]): [Float32Array, Float32Array] {
  const dx = new Float32Array(n);
  const dy = new Float32Array(n);
  for (let j = 0; j < grid.rows; j++) {
    for (let i = 0; i < grid.cols; i++) {
      const [a, b] = f(i * grid.cell, j * grid.cell);
      dx[j * grid.cols + i] = a;
      dy[j * grid.cols + i] = b;
    }
  }
  return [dx, dy];
}

describe('Jacobian of a grid field', () => {
  it('is 1 for the identity and for a translation', () => {
    expect(minJacobian(grid, ...field(() => [0, 0]))).toBe(1);
    expect(minJacobian(grid, ...field(() => [5, -3]))).toBeCloseTo(1, 10);
  });

  it('equals the area change of a uniform scaling', () => {
    expect(minJacobian(grid, ...field((x, y) => [0.5 * x, 0.5 * y]))).toBeCloseTo(1.5 * 1.5, 5);
    expect(minJacobian(grid, ...field((x, _y) => [-0.2 * x, 0]))).toBeCloseTo(0.8, 5);
  });

  it('goes negative where the mapping folds over', () => {
    // x ↦ x − 1.5x reverses the x axis: a fold.
    expect(minJacobian(grid, ...field((x) => [-1.5 * x, 0]))).toBeLessThan(0);
  });

  it('safeScale finds the largest scale keeping the determinant above the floor', () => {
    const [dx, dy] = field((x) => [-1.5 * x, 0]);
    const s = safeScale(grid, dx, dy, 0.25);
    // det = 1 − 1.5 s ≥ 0.25 → s ≤ 0.5
    expect(s).toBeCloseTo(0.5, 5);
    const scaledX = dx.map((v) => v * s);
    expect(minJacobian(grid, scaledX, dy)).toBeCloseTo(0.25, 4);
  });

  it('safeScale is 1 for fields that never fold', () => {
    expect(safeScale(grid, ...field((x, y) => [0.3 * x, 0.1 * y]), 0.3)).toBe(1);
  });
});
