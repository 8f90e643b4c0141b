import { describe, expect, it } from 'vitest';
import { createForwardField } from '../field/forward-field.ts';
import { createGrid } from '../field/grid.ts';
import { minJacobian } from '../field/jacobian.ts';
import { addOutlineMap } from './outline-map.ts';

const centre = { x: 100, y: 100 };
const reach = { centre, left: 60, right: 60, up: 60, down: 60 };

function mapped(from: number, to: number) {
  const field = createForwardField(createGrid(201, 201, 2));
  addOutlineMap(field, {
    centre,
    before: () => from,
    after: () => to,
    reach,
    bandPerGrowth: 3.2,
    bandPerShrink: 0.6,
  });
  const at = (x: number, y: number) => {
    const k = (y / 2) * field.grid.cols + x / 2;
    return { x: field.ux[k] ?? 0, y: field.uy[k] ?? 0 };
  };
  return { field, at };
}

describe('addOutlineMap', () => {
  it('carries the outline exactly onto the new one, the inside in proportion', () => {
    const { at } = mapped(30, 36);
    expect(at(130, 100).x).toBeCloseTo(6, 5);
    expect(at(100, 70).y).toBeCloseTo(-6, 5);
    expect(at(116, 100).x).toBeCloseTo(3.2, 5);
  });

  it('fades out within the reach and moves nothing beyond it', () => {
    const { at } = mapped(30, 36);
    expect(at(160, 100).x).toBe(0);
    expect(Math.abs(at(150, 100).x)).toBeLessThan(6);
  });

  it('never folds, growing or shrinking', () => {
    for (const [from, to] of [
      [30, 38],
      [30, 18],
    ] as const) {
      const { field } = mapped(from, to);
      expect(minJacobian(field.grid, field.ux, field.uy)).toBeGreaterThan(0.3);
    }
  });

  it('stops before what must not move', () => {
    const field = createForwardField(createGrid(201, 201, 2));
    addOutlineMap(field, {
      centre,
      before: () => 30,
      after: () => 34,
      reach,
      bandPerGrowth: 3.2,
      bandPerShrink: 0.6,
      limit: (c) => (c > 0.9 ? 40 : Number.POSITIVE_INFINITY),
    });
    const k = 50 * field.grid.cols + 70; // (140, 100): 40 px to the right
    expect(field.ux[k]).toBe(0);
  });
});
