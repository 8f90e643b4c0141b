import { ellipseDistance, ellipsoidDistance, smoothCarve, type Vec3 } from './sdf.ts';

/**
 * A primitive shape as plain numbers: a kind and a parameter block. The renderer
 * packs every part's block into one Float64Array and dispatches on the kind, so
 * the hot loop calls no closures and V8 keeps every number unboxed.
 */
export interface Shape {
  readonly kind: number;
  readonly params: Float64Array;
}

export const SPHERE = 0;
export const ELLIPSOID = 1;
export const ROUND_CONE = 2;
export const ORIENTED_ELLIPSOID = 3;
export const SHEARED_ELLIPSOID = 4;
export const LOFT = 5;
export const LIP = 6;
export const FLOOR = 7;
export const HAIR_CAP = 8;

const shape = (kind: number, params: readonly number[]): Shape => ({
  kind,
  params: Float64Array.from(params),
});

export const sphere = (c: Vec3, r: number): Shape => shape(SPHERE, [...c, r]);

export const ellipsoid = (c: Vec3, r: Vec3): Shape => shape(ELLIPSOID, [...c, ...r]);

/** A cone between two spheres (radius r1 at a, r2 at b), exact; r1 = r2 gives a capsule. */
export function roundCone(a: Vec3, b: Vec3, r1: number, r2: number): Shape {
  const ba: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const l2 = ba[0] * ba[0] + ba[1] * ba[1] + ba[2] * ba[2];
  const rr = r1 - r2;
  return shape(ROUND_CONE, [...a, ...ba, l2, rr, l2 - rr * rr, 1 / l2, r1, r2, Math.sign(rr)]);
}

export const capsule = (a: Vec3, b: Vec3, r: number): Shape => roundCone(a, b, r, r);

/** Ellipsoid with its own orthonormal axes u, v, w and radii along them. */
export const orientedEllipsoid = (c: Vec3, u: Vec3, v: Vec3, w: Vec3, r: Vec3): Shape =>
  shape(ORIENTED_ELLIPSOID, [...c, ...u, ...v, ...w, ...r]);

/**
 * Ellipsoid whose front half (z > centre) is sheared: x by shearX and y by -shearY
 * per metre forward. Distances are divided by the shear's norm to stay a bound.
 */
export const shearedEllipsoid = (c: Vec3, r: Vec3, shearX: number, shearY: number): Shape =>
  shape(SHEARED_ELLIPSOID, [
    ...c,
    ...r,
    shearX,
    shearY,
    1 / Math.sqrt(1 + shearX * shearX + shearY * shearY),
  ]);

/**
 * Vertical loft of elliptical cross-sections: rows of [halfWidth, front, back,
 * centreZ] every `step` metres from y0. Rays run horizontally inside one section
 * plane, so the in-plane distance is a safe marching step.
 */
export const loft = (y0: number, step: number, rows: Float64Array): Shape =>
  shape(LOFT, [y0, y0 + step * (rows.length / 4 - 1), step, rows.length / 4, ...rows]);

/**
 * Horizontal loft for a lip, in a head's canonical frame placed at `center` with
 * `scale`: rows of [centreY, radiusY, centreZ, radiusZ] evenly over x in ±halfWidth.
 */
export const lipLoft = (
  center: Vec3,
  scale: number,
  halfWidth: number,
  rows: Float64Array,
): Shape => shape(LIP, [...center, scale, halfWidth, rows.length / 4, ...rows]);

/** Everything below the floor (y < 0). */
export const floor = (): Shape => shape(FLOOR, []);

/**
 * A hair cap in a head's canonical frame: an ellipsoid shell with the face cut out
 * by a second ellipsoid and the nape cut by a sloping plane.
 */
export const hairCap = (
  center: Vec3,
  scale: number,
  cap: readonly [Vec3, Vec3],
  face: readonly [Vec3, Vec3],
  napeY: number,
  napeSlope: number,
): Shape =>
  shape(HAIR_CAP, [
    ...center,
    scale,
    ...cap[0],
    ...cap[1],
    ...face[0],
    ...face[1],
    napeY,
    napeSlope,
  ]);

/** Signed distance from (x, y, z) to the shape whose block starts at p[o]. */
export function shapeDistance(
  kind: number,
  p: Float64Array,
  o: number,
  x: number,
  y: number,
  z: number,
): number {
  switch (kind) {
    case SPHERE: {
      const dx = x - (p[o] as number);
      const dy = y - (p[o + 1] as number);
      const dz = z - (p[o + 2] as number);
      return Math.sqrt(dx * dx + dy * dy + dz * dz) - (p[o + 3] as number);
    }
    case ELLIPSOID:
      return ellipsoidDistanceAt(p, o, x, y, z);
    case ROUND_CONE:
      return roundConeDistance(p, o, x, y, z);
    case ORIENTED_ELLIPSOID: {
      const px = x - (p[o] as number);
      const py = y - (p[o + 1] as number);
      const pz = z - (p[o + 2] as number);
      return ellipsoidDistance(
        px * (p[o + 3] as number) + py * (p[o + 4] as number) + pz * (p[o + 5] as number),
        px * (p[o + 6] as number) + py * (p[o + 7] as number) + pz * (p[o + 8] as number),
        px * (p[o + 9] as number) + py * (p[o + 10] as number) + pz * (p[o + 11] as number),
        p[o + 12] as number,
        p[o + 13] as number,
        p[o + 14] as number,
      );
    }
    case SHEARED_ELLIPSOID: {
      const dz = z - (p[o + 2] as number);
      const front = Math.max(dz, 0);
      const dx = x - (p[o] as number) - (p[o + 6] as number) * front;
      const dy = y - (p[o + 1] as number) + (p[o + 7] as number) * front;
      return (
        ellipsoidDistance(dx, dy, dz, p[o + 3] as number, p[o + 4] as number, p[o + 5] as number) *
        (p[o + 8] as number)
      );
    }
    case LOFT:
      return loftDistance(p, o, x, y, z);
    case LIP:
      return lipDistance(p, o, x, y, z);
    case FLOOR:
      return y;
    case HAIR_CAP:
      return hairCapDistance(p, o, x, y, z);
    default:
      throw new Error(`unknown shape kind ${kind}`);
  }
}

export const distanceToShape = (s: Shape, x: number, y: number, z: number): number =>
  shapeDistance(s.kind, s.params, 0, x, y, z);

/** Distance to the axis-aligned ellipsoid whose [centre, radii] block starts at p[o]. */
function ellipsoidDistanceAt(p: Float64Array, o: number, x: number, y: number, z: number): number {
  return ellipsoidDistance(
    x - (p[o] as number),
    y - (p[o + 1] as number),
    z - (p[o + 2] as number),
    p[o + 3] as number,
    p[o + 4] as number,
    p[o + 5] as number,
  );
}

function roundConeDistance(p: Float64Array, o: number, x: number, y: number, z: number): number {
  const bax = p[o + 3] as number;
  const bay = p[o + 4] as number;
  const baz = p[o + 5] as number;
  const l2 = p[o + 6] as number;
  const rr = p[o + 7] as number;
  const a2 = p[o + 8] as number;
  const il2 = p[o + 9] as number;
  const pax = x - (p[o] as number);
  const pay = y - (p[o + 1] as number);
  const paz = z - (p[o + 2] as number);
  const t = pax * bax + pay * bay + paz * baz;
  const u = t - l2;
  const qx = pax * l2 - bax * t;
  const qy = pay * l2 - bay * t;
  const qz = paz * l2 - baz * t;
  const x2 = qx * qx + qy * qy + qz * qz;
  const y2 = t * t * l2;
  const z2 = u * u * l2;
  const k = (p[o + 12] as number) * rr * rr * x2;
  if (Math.sign(u) * a2 * z2 > k) return Math.sqrt(x2 + z2) * il2 - (p[o + 11] as number);
  if (Math.sign(t) * a2 * y2 < k) return Math.sqrt(x2 + y2) * il2 - (p[o + 10] as number);
  return (Math.sqrt(x2 * a2 * il2) + t * rr) * il2 - (p[o + 10] as number);
}

/** Capped extrusion: inside/outside a section (d2) combined with distance past the ends (dy). */
function capped(d2: number, dy: number): number {
  const ox = Math.max(d2, 0);
  const oy = Math.max(dy, 0);
  return Math.min(Math.max(d2, dy), 0) + Math.sqrt(ox * ox + oy * oy);
}

/**
 * Column k of a table of 4-number rows starting at p[rows], at fractional row u
 * (0 … count - 1): linear between the two rows around it.
 */
function rowValue(p: Float64Array, rows: number, count: number, u: number, k: number): number {
  const i = Math.min(count - 2, Math.floor(u));
  const f = u - i;
  const r = rows + i * 4;
  return (p[r + k] as number) * (1 - f) + (p[r + 4 + k] as number) * f;
}

function loftDistance(p: Float64Array, o: number, x: number, y: number, z: number): number {
  const y0 = p[o] as number;
  const y1 = p[o + 1] as number;
  const step = p[o + 2] as number;
  const count = p[o + 3] as number;
  const t = (Math.min(y1, Math.max(y0, y)) - y0) / step;
  const a = rowValue(p, o + 4, count, t, 0);
  const front = rowValue(p, o + 4, count, t, 1);
  const back = rowValue(p, o + 4, count, t, 2);
  const c = rowValue(p, o + 4, count, t, 3);
  const dz = z - c;
  return capped(ellipseDistance(x, dz, a, dz > 0 ? front : back), Math.max(y0 - y, y - y1));
}

function lipDistance(p: Float64Array, o: number, wx: number, wy: number, wz: number): number {
  const s = p[o + 3] as number;
  const x = (wx - (p[o] as number)) / s;
  const y = (wy - (p[o + 1] as number)) / s;
  const z = (wz - (p[o + 2] as number)) / s;
  const w = p[o + 4] as number;
  const samples = p[o + 5] as number;
  const t = Math.max(-1, Math.min(1, x / w));
  const u = ((t + 1) / 2) * (samples - 1);
  const cy = rowValue(p, o + 6, samples, u, 0);
  const ry = rowValue(p, o + 6, samples, u, 1);
  const cz = rowValue(p, o + 6, samples, u, 2);
  const rz = rowValue(p, o + 6, samples, u, 3);
  return capped(ellipseDistance(y - cy, z - cz, ry, rz), Math.abs(x) - w) * s;
}

function hairCapDistance(p: Float64Array, o: number, wx: number, wy: number, wz: number): number {
  const s = p[o + 3] as number;
  const x = (wx - (p[o] as number)) / s;
  const y = (wy - (p[o + 1] as number)) / s;
  const z = (wz - (p[o + 2] as number)) / s;
  const cap = ellipsoidDistanceAt(p, o + 4, x, y, z);
  const face = ellipsoidDistanceAt(p, o + 10, x, y, z);
  const slope = p[o + 17] as number;
  const belowNape =
    (y - ((p[o + 16] as number) + slope * (z + 0.1))) / Math.sqrt(1 + slope * slope);
  return smoothCarve(smoothCarve(cap, face, 0.01), belowNape, 0.012) * s;
}
