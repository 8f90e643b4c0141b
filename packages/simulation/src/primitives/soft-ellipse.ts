import type { Point } from '../types.ts';

/**
 * An axis-aligned ellipse with its own radius in each direction from the centre
 * (left, right, up, down), so a region can reach further laterally than medially.
 * The normalised distance is continuous with a continuous gradient across the axes.
 */
export interface SoftEllipse {
  readonly centre: Point;
  readonly left: number;
  readonly right: number;
  readonly up: number;
  readonly down: number;
}

/** Normalised distance of (x, y) from the centre: 1 on the outline. */
export function ellipseDistance(e: SoftEllipse, x: number, y: number): number {
  const dx = x - e.centre.x;
  const dy = y - e.centre.y;
  const nx = dx / (dx < 0 ? e.left : e.right);
  const ny = dy / (dy < 0 ? e.up : e.down);
  return Math.sqrt(nx * nx + ny * ny);
}

export function ellipseBounds(e: SoftEllipse): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: e.centre.x - e.left,
    x1: e.centre.x + e.right,
    y0: e.centre.y - e.up,
    y1: e.centre.y + e.down,
  };
}
