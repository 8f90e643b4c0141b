import type { FigureParams } from './figure-params.ts';
import { type LipShape, lipRows, lipShape } from './lips.ts';
import {
  boundsAround,
  MATERIAL_EYE,
  MATERIAL_HAIR,
  MATERIAL_LIP,
  type MaterialId,
  type Part,
  part,
} from './part.ts';
import { compileScene, frontSurfaceZ } from './scene-distance.ts';
import type { Vec3 } from './sdf.ts';
import { capsule, ellipsoid, hairCap, lipLoft, roundCone, type Shape, sphere } from './shape.ts';
import type { Skeleton } from './skeleton.ts';

/**
 * The head is designed once in a canonical frame (metres of a 0.225 m head, origin
 * at the head centre, +x the subject's left, +y up, +z forward) and scaled onto the
 * skeleton. FaceLayout holds what painting and landmarks need from that design.
 */
export interface FaceLayout {
  readonly center: Vec3;
  readonly scale: number;
  readonly lips: LipShape;
}

/** Canonical left eye (the right mirrors it): centre, almond half-width, iris radius. */
export const EYE = { x: 0.031, y: 0.005, halfWidth: 0.0132, irisRadius: 0.0057 } as const;
export const NOSE_TIP: Vec3 = [0, -0.041, 0.1035];
/** Canonical left ear centre (under the hair). */
export const EAR: Vec3 = [0.071, -0.006, -0.006];

/** Canonical point → body space. */
export const fromCanonical = (layout: Pick<FaceLayout, 'center' | 'scale'>, p: Vec3): Vec3 => [
  layout.center[0] + p[0] * layout.scale,
  layout.center[1] + p[1] * layout.scale,
  layout.center[2] + p[2] * layout.scale,
];

export function faceLayout(params: FigureParams, skeleton: Skeleton): FaceLayout {
  return {
    center: skeleton.headCenter,
    scale: skeleton.headScale,
    lips: lipShape(params, skeleton.headScale),
  };
}

interface Options {
  readonly blend: number;
  readonly carve?: boolean;
  readonly material?: MaterialId;
}

/** Builds head parts from canonical dimensions, placed and scaled onto the skeleton. */
function headBuilder(layout: FaceLayout) {
  const s = layout.scale;
  const at = (p: Vec3) => fromCanonical(layout, p);
  const make = (name: string, shape: Shape, center: Vec3, reach: number, o: Options): Part =>
    part(name, shape, boundsAround(at(center), [reach * s, reach * s, reach * s]), {
      blend: o.blend * s,
      carve: o.carve ?? false,
      material: o.material ?? 0,
    });
  return {
    ellipsoid: (name: string, c: Vec3, r: Vec3, o: Options) =>
      make(name, ellipsoid(at(c), [r[0] * s, r[1] * s, r[2] * s]), c, Math.max(...r), o),
    sphere: (name: string, c: Vec3, r: number, o: Options) =>
      make(name, sphere(at(c), r * s), c, r, o),
    cone: (name: string, a: Vec3, b: Vec3, r1: number, r2: number, o: Options) =>
      make(
        name,
        roundCone(at(a), at(b), r1 * s, r2 * s),
        [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2],
        Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / 2 + Math.max(r1, r2),
        o,
      ),
    capsule: (name: string, a: Vec3, b: Vec3, r: number, o: Options) =>
      make(
        name,
        capsule(at(a), at(b), r * s),
        [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2],
        Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / 2 + r,
        o,
      ),
    make,
  };
}

const SIDES = [1, -1] as const;

/** Skull, jaw, cheeks, muzzle, sockets, eyes and nose: the face the lips sit on. */
function bareHead(layout: FaceLayout): Part[] {
  const h = headBuilder(layout);
  return [
    h.ellipsoid('cranium', [0, 0.022, -0.012], [0.073, 0.096, 0.094], { blend: 0.03 }),
    h.ellipsoid('face', [0, -0.026, 0.02], [0.055, 0.074, 0.066], { blend: 0.03 }),
    ...SIDES.map((s) =>
      h.ellipsoid('jaw', [s * 0.041, -0.06, -0.006], [0.018, 0.026, 0.03], { blend: 0.03 }),
    ),
    h.ellipsoid('chin', [0, -0.094, 0.047], [0.017, 0.015, 0.019], { blend: 0.022 }),
    ...SIDES.map((s) =>
      h.ellipsoid('cheekbone', [s * 0.043, -0.01, 0.047], [0.021, 0.014, 0.021], { blend: 0.022 }),
    ),
    h.ellipsoid('muzzle', [0, -0.06, 0.05], [0.031, 0.029, 0.034], { blend: 0.028 }),
    h.capsule('brow', [-0.034, 0.025, 0.073], [0.034, 0.025, 0.073], 0.01, { blend: 0.025 }),
    ...SIDES.map((s) =>
      h.ellipsoid('eye socket', [s * EYE.x, EYE.y + 0.002, 0.079], [0.019, 0.0125, 0.015], {
        blend: 0.012,
        carve: true,
      }),
    ),
    ...SIDES.map((s) =>
      h.sphere('eyeball', [s * EYE.x, EYE.y, 0.0545], 0.0125, {
        blend: 0.004,
        material: MATERIAL_EYE,
      }),
    ),
    h.cone('nose bridge', [0, 0.002, 0.075], [0, -0.037, 0.1], 0.0062, 0.0092, { blend: 0.012 }),
    h.sphere('nose tip', NOSE_TIP, 0.0112, { blend: 0.008 }),
    ...SIDES.map((s) =>
      h.ellipsoid('nostril wing', [s * 0.0135, -0.0455, 0.0905], [0.0085, 0.0075, 0.0085], {
        blend: 0.008,
      }),
    ),
    ...SIDES.map((s) =>
      h.ellipsoid('nostril', [s * 0.0072, -0.0508, 0.0985], [0.0042, 0.0024, 0.0052], {
        blend: 0.002,
        carve: true,
      }),
    ),
  ];
}

/** The hair: a cap over the skull, cut away from the face and above the nape, and a bun. */
function hair(layout: FaceLayout): Part[] {
  const h = headBuilder(layout);
  const cap = hairCap(
    layout.center,
    layout.scale,
    [
      [0, 0.026, -0.015],
      [0.0815, 0.1035, 0.102],
    ],
    [
      [0, -0.057, 0.078],
      [0.083, 0.121, 0.118],
    ],
    -0.046,
    0.38,
  );
  return [
    h.make('hair', cap, [0, 0.026, -0.015], 0.105, { blend: 0.004, material: MATERIAL_HAIR }),
    h.ellipsoid('bun', [0, 0.05, -0.113], [0.04, 0.036, 0.034], {
      blend: 0.014,
      material: MATERIAL_HAIR,
    }),
  ];
}

/** Every part of the head, in blend order. */
export function headParts(layout: FaceLayout): Part[] {
  const bare = bareHead(layout);
  const bareScene = compileScene(bare);
  const s = layout.scale;
  // The lips sit on the bare face: find its surface, in canonical units.
  const faceZ = (x: number, y: number): number => {
    const world = fromCanonical(layout, [x, y, 0]);
    const z = frontSurfaceZ(
      bareScene,
      world[0],
      world[1],
      layout.center[2] + 0.2 * s,
      layout.center[2],
    );
    return Number.isNaN(z) ? 0.08 : (z - layout.center[2]) / s;
  };
  const h = headBuilder(layout);
  const lips = (['upper', 'lower'] as const).map((which) =>
    h.make(
      `${which} lip`,
      lipLoft(layout.center, s, layout.lips.halfWidth, lipRows(layout.lips, which, faceZ)),
      [0, layout.lips.mouthY, 0.085],
      0.04,
      { blend: 0.0028, material: MATERIAL_LIP },
    ),
  );
  return [...bare, ...lips, ...hair(layout)];
}
