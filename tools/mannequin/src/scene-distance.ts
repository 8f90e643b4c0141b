import { MATERIAL_COUNT, type Part } from './part.ts';
import { smoothCarve, smoothMixFactor, smoothUnion } from './sdf.ts';
import { shapeDistance } from './shape.ts';

/** The parts packed into flat arrays for the ray marcher's inner loop. */
export interface CompiledScene {
  readonly count: number;
  readonly kinds: Int32Array;
  readonly offsets: Int32Array;
  readonly params: Float64Array;
  readonly blends: Float64Array;
  readonly carves: Uint8Array;
  readonly materials: Uint8Array;
  readonly suits: Uint8Array;
  /** [minX, minY, minZ, maxX, maxY, maxZ] per part. */
  readonly boxes: Float64Array;
}

export function compileScene(parts: readonly Part[]): CompiledScene {
  const offsets = new Int32Array(parts.length);
  let size = 0;
  parts.forEach((p, i) => {
    offsets[i] = size;
    size += p.shape.params.length;
  });
  const params = new Float64Array(size);
  const boxes = new Float64Array(parts.length * 6);
  parts.forEach((p, i) => {
    params.set(p.shape.params, offsets[i]);
    boxes.set([...p.bounds.min, ...p.bounds.max], i * 6);
  });
  return {
    count: parts.length,
    kinds: Int32Array.from(parts, (p) => p.shape.kind),
    offsets,
    params,
    blends: Float64Array.from(parts, (p) => p.blend),
    carves: Uint8Array.from(parts, (p) => (p.carve ? 1 : 0)),
    materials: Uint8Array.from(parts, (p) => p.material),
    suits: Uint8Array.from(parts, (p) => (p.suit ? 1 : 0)),
    boxes,
  };
}

/** Squared distance from a point to a part's box (0 inside). */
function boxDistance2(boxes: Float64Array, id: number, x: number, y: number, z: number): number {
  const o = id * 6;
  const dx = Math.max((boxes[o] as number) - x, 0, x - (boxes[o + 3] as number));
  const dy = Math.max((boxes[o + 1] as number) - y, 0, y - (boxes[o + 4] as number));
  const dz = Math.max((boxes[o + 2] as number) - z, 0, z - (boxes[o + 5] as number));
  return dx * dx + dy * dy + dz * dz;
}

/** True when a part whose box is `reach2` (squared) away cannot be within `limit`. */
const beyond = (reach2: number, limit: number): boolean => limit <= 0 || reach2 >= limit * limit;

/** Blend weights of the base materials at a surface point, plus how much of it may wear the suit. */
export interface SurfaceWeights {
  readonly materials: Float64Array;
  suit: number;
}

export function newSurfaceWeights(): SurfaceWeights {
  return { materials: new Float64Array(MATERIAL_COUNT), suit: 0 };
}

/**
 * Distance to the figure made of parts ids[0..count), combined in order: unions
 * blend by smooth-min, carves subtract. Leaving out a distant part changes nothing
 * because a smooth union is an exact min beyond its blend radius; for the same
 * reason a part whose box is farther than that is skipped without evaluating it.
 * Given `weights`, also carries the material weights through each union's blend.
 */
export function sceneDistance(
  scene: CompiledScene,
  ids: Int32Array,
  count: number,
  x: number,
  y: number,
  z: number,
  weights?: SurfaceWeights,
): number {
  const { kinds, offsets, params, blends, carves, boxes } = scene;
  if (weights) {
    weights.materials.fill(0);
    weights.suit = 0;
  }
  let d = 1e9;
  for (let i = 0; i < count; i++) {
    const id = ids[i] as number;
    const k = blends[id] as number;
    const carve = carves[id] === 1;
    if (beyond(boxDistance2(boxes, id, x, y, z), carve ? k - d : d + k)) continue;
    const di = shapeDistance(kinds[id] as number, params, offsets[id] as number, x, y, z);
    if (carve) {
      d = smoothCarve(d, di, k);
      continue;
    }
    if (weights) blendInPart(scene, id, smoothMixFactor(d, di, k), weights);
    d = smoothUnion(d, di, k);
  }
  return d;
}

/** Mixes part `id`'s material and suit into `weights`, keeping `keep` of what was there. */
function blendInPart(
  scene: CompiledScene,
  id: number,
  keep: number,
  weights: SurfaceWeights,
): void {
  const w = weights.materials;
  for (let m = 0; m < w.length; m++) w[m] = (w[m] as number) * keep;
  const material = scene.materials[id] as number;
  w[material] = (w[material] as number) + (1 - keep);
  weights.suit = weights.suit * keep + (scene.suits[id] === 1 ? 1 - keep : 0);
}

/** All part ids, for queries that do not cull. */
export const allPartIds = (scene: CompiledScene): Int32Array =>
  Int32Array.from({ length: scene.count }, (_, i) => i);

/** Z where a ray along -Z (from zStart) first meets the scene at (x, y); NaN when it misses. */
export function frontSurfaceZ(
  scene: CompiledScene,
  x: number,
  y: number,
  zStart: number,
  zEnd: number,
): number {
  const ids = allPartIds(scene);
  let z = zStart;
  for (let step = 0; step < 300 && z > zEnd; step++) {
    const d = sceneDistance(scene, ids, ids.length, x, y, z);
    if (d < 1e-5) return z;
    z -= d * 0.8;
  }
  return Number.NaN;
}
