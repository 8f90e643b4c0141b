/**
 * Distance maths in metres, after Inigo Quilez's formulations, and the small
 * vector helpers the figure builders use. Allocation-free where the ray marcher
 * calls it.
 */

export type Vec3 = readonly [number, number, number];

/** Approximate ellipsoid distance: exact on the surface, a good bound near it. */
export function ellipsoidDistance(
  x: number,
  y: number,
  z: number,
  rx: number,
  ry: number,
  rz: number,
): number {
  const ax = x / rx;
  const ay = y / ry;
  const az = z / rz;
  const k0 = Math.sqrt(ax * ax + ay * ay + az * az);
  const bx = ax / rx;
  const by = ay / ry;
  const bz = az / rz;
  const k1 = Math.sqrt(bx * bx + by * by + bz * bz);
  if (k1 < 1e-9) return -Math.min(rx, ry, rz);
  return (k0 * (k0 - 1)) / k1;
}

/** Approximate distance to an ellipse in a plane (same estimate in 2D). */
export function ellipseDistance(x: number, y: number, rx: number, ry: number): number {
  const ax = x / rx;
  const ay = y / ry;
  const k0 = Math.sqrt(ax * ax + ay * ay);
  const bx = ax / rx;
  const by = ay / ry;
  const k1 = Math.sqrt(bx * bx + by * by);
  if (k1 < 1e-9) return -Math.min(rx, ry);
  return (k0 * (k0 - 1)) / k1;
}

/**
 * Weight of `a` in the smooth union of a and b with blend radius k: 1 where a is
 * clearly nearer, 0 where b is, in between inside the blend. Shared by the distance
 * and the material blend so that colours follow the geometry.
 */
export function smoothMixFactor(a: number, b: number, k: number): number {
  const h = 0.5 + (0.5 * (b - a)) / k;
  return h < 0 ? 0 : Math.min(h, 1);
}

/** Smooth union (polynomial smooth-min); exactly min(a, b) when |a - b| >= k. */
export function smoothUnion(a: number, b: number, k: number): number {
  const h = smoothMixFactor(a, b, k);
  return b + h * (a - b) - k * h * (1 - h);
}

/** Smooth subtraction of b from a. */
export function smoothCarve(a: number, b: number, k: number): number {
  return -smoothUnion(-a, b, k);
}

export const clamp01 = (v: number): number => (v < 0 ? 0 : Math.min(v, 1));

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

export function smoothstep(e0: number, e1: number, v: number): number {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

export function normalize(v: Vec3): Vec3 {
  const n = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / n, v[1] / n, v[2] / n];
}

/** a + b * s */
export const addScaled = (a: Vec3, b: Vec3, s: number): Vec3 => [
  a[0] + b[0] * s,
  a[1] + b[1] * s,
  a[2] + b[2] * s,
];

export const mixVec = (a: Vec3, b: Vec3, t: number): Vec3 => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
  lerp(a[2], b[2], t),
];

export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
