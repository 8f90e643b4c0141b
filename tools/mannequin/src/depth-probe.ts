import type { FigureScene } from './figure-scene.ts';
import { allPartIds, type CompiledScene, compileScene, sceneDistance } from './scene-distance.ts';
import type { Vec3 } from './sdf.ts';
import type { ViewCamera } from './view-camera.ts';

/**
 * Depth of the first surface a camera ray meets at a body-space (x, y), measured
 * toward the camera (facing × z); -Infinity when the ray misses. Used to decide
 * which landmarks the camera actually sees.
 */
export function depthProbe(
  scene: FigureScene,
  camera: ViewCamera,
  compiled: CompiledScene = compileScene(scene.parts),
) {
  const ids = allPartIds(compiled);
  const near = camera.facing === 1 ? scene.bounds.max[2] + 0.05 : -scene.bounds.min[2] + 0.05;
  const far = camera.facing === 1 ? -scene.bounds.min[2] : scene.bounds.max[2];
  return (x: number, y: number): number => {
    let w = near;
    for (let step = 0; step < 400 && w > -far - 0.05; step++) {
      const d = sceneDistance(compiled, ids, ids.length, x, y, camera.facing * w);
      if (d < 1e-5) return w;
      w -= d * 0.9;
    }
    return Number.NEGATIVE_INFINITY;
  };
}

/** Whether the camera sees a point lying up to `tolerance` metres under the first surface along its ray. */
export function seenByCamera(
  probe: (x: number, y: number) => number,
  camera: ViewCamera,
  p: Vec3,
  tolerance: number,
): boolean {
  const hit = probe(p[0], p[1]);
  return hit !== Number.NEGATIVE_INFINITY && hit - camera.facing * p[2] <= tolerance;
}
