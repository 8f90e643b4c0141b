/** Quintic smoothstep: 0 → 1 on [0, 1] with zero first and second derivatives at both ends. */
export function smootherstep(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t * t * t * (t * (t * 6 - 15) + 10);
}

/** Steepest slope of smootherstep (at t = ½), for Jacobian budgets. */
export const SMOOTHERSTEP_MAX_SLOPE = 1.875;

/**
 * 1 on [0, core], smoothly down to exactly 0 at 1 and beyond: the weight of a
 * control point's displacement at normalised distance r from it.
 */
export function plateau(r: number, core: number): number {
  if (r <= core) return 1;
  if (r >= 1) return 0;
  return 1 - smootherstep((r - core) / (1 - core));
}
