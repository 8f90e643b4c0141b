import type { Vec3 } from './sdf.ts';
import { ellipsoid, roundCone, type Shape } from './shape.ts';

/** Base surface materials; painted details (swimsuit, brows, lids) go on top of these. */
export const MATERIAL_SKIN = 0;
export const MATERIAL_LIP = 1;
export const MATERIAL_HAIR = 2;
export const MATERIAL_EYE = 3;
export const MATERIAL_COUNT = 4;
export type MaterialId = 0 | 1 | 2 | 3;

/** Axis-aligned box in body space, metres. */
export interface Aabb {
  readonly min: Vec3;
  readonly max: Vec3;
}

/**
 * One shape of the figure. Parts are combined in order: a union part is blended
 * onto what came before with smooth-min of radius `blend`; a carve part is
 * smoothly subtracted. The bounds let the renderer skip parts far from a ray.
 */
export interface Part {
  readonly name: string;
  readonly shape: Shape;
  readonly bounds: Aabb;
  readonly blend: number;
  readonly carve: boolean;
  readonly material: MaterialId;
  /** The swimsuit may cover this part (trunk and upper thighs, not arms or head). */
  readonly suit: boolean;
}

export function boundsAround(center: Vec3, radii: Vec3): Aabb {
  return {
    min: [center[0] - radii[0], center[1] - radii[1], center[2] - radii[2]],
    max: [center[0] + radii[0], center[1] + radii[1], center[2] + radii[2]],
  };
}

/** Bounds of a round cone or capsule between a and b. */
export function boundsOfSegment(a: Vec3, b: Vec3, radius: number): Aabb {
  return {
    min: [
      Math.min(a[0], b[0]) - radius,
      Math.min(a[1], b[1]) - radius,
      Math.min(a[2], b[2]) - radius,
    ],
    max: [
      Math.max(a[0], b[0]) + radius,
      Math.max(a[1], b[1]) + radius,
      Math.max(a[2], b[2]) + radius,
    ],
  };
}

export function unionOfBounds(boxes: readonly Aabb[]): Aabb {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const box of boxes) {
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i] as number, box.min[i] as number);
      max[i] = Math.max(max[i] as number, box.max[i] as number);
    }
  }
  return {
    min: [min[0] ?? 0, min[1] ?? 0, min[2] ?? 0],
    max: [max[0] ?? 0, max[1] ?? 0, max[2] ?? 0],
  };
}

interface PartOptions {
  readonly blend?: number;
  readonly carve?: boolean;
  readonly material?: MaterialId;
  readonly suit?: boolean;
}

export function part(name: string, shape: Shape, bounds: Aabb, options: PartOptions = {}): Part {
  return {
    name,
    shape,
    bounds,
    blend: Math.max(options.blend ?? 0.02, 1e-5),
    carve: options.carve ?? false,
    material: options.material ?? MATERIAL_SKIN,
    suit: options.suit ?? false,
  };
}

/**
 * A tapering segment of the figure (limb, neck, muscle band): a round cone from a
 * (radius radii[0]) to b (radius radii[1]), bounded by the segment padded by boundsRadius.
 */
export function roundConePart(
  name: string,
  a: Vec3,
  b: Vec3,
  radii: readonly [number, number],
  boundsRadius: number,
  options: PartOptions = {},
): Part {
  return part(
    name,
    roundCone(a, b, radii[0], radii[1]),
    boundsOfSegment(a, b, boundsRadius),
    options,
  );
}

/** A rounded mass of the figure (muscle belly, breast, buttock): an ellipsoid bounded by a box of boundsRadii. */
export function ellipsoidPart(
  name: string,
  center: Vec3,
  radii: Vec3,
  boundsRadii: Vec3,
  options: PartOptions = {},
): Part {
  return part(name, ellipsoid(center, radii), boundsAround(center, boundsRadii), options);
}
