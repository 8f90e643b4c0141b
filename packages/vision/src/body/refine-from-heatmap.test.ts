import { describe, expect, it } from 'vitest';
import { refineFromHeatmap } from './refine-from-heatmap.ts';

describe('refineFromHeatmap', () => {
  const rows = 8;
  const cols = 8;
  const heatmap = (peaks: [number, number, number][]): Float32Array => {
    const map = new Float32Array(rows * cols * 1);
    for (const [row, col, value] of peaks) map[row * cols + col] = value;
    return map;
  };

  it('moves a landmark to the confident centre of its heatmap', () => {
    const point = { x: 3.2 / cols, y: 3.9 / rows };
    refineFromHeatmap(
      [point],
      heatmap([
        [4, 5, 0.9],
        [4, 4, 0.9],
      ]),
      rows,
      cols,
    );
    expect(point.x).toBeCloseTo(4.5 / cols);
    expect(point.y).toBeCloseTo(4 / rows);
  });

  it('keeps a landmark whose heatmap is not confident', () => {
    const point = { x: 0.4, y: 0.4 };
    refineFromHeatmap([point], heatmap([[4, 4, 0.3]]), rows, cols);
    expect(point).toEqual({ x: 0.4, y: 0.4 });
  });

  it('keeps a landmark outside the heatmap', () => {
    const point = { x: 1.2, y: 0.5 };
    refineFromHeatmap([point], heatmap([[4, 7, 0.9]]), rows, cols);
    expect(point).toEqual({ x: 1.2, y: 0.5 });
  });
});
