import type { FigureScene } from './figure-scene.ts';
import { srgbToLinear } from './palette.ts';
import { smoothstep } from './sdf.ts';
import { projectToImage, type ViewCamera } from './view-camera.ts';

const TOP = srgbToLinear([234, 231, 226]);
const BOTTOM = srgbToLinear([206, 202, 196]);

/**
 * A seamless studio backdrop (linear RGB, 3 floats a pixel): a soft vertical
 * gradient with a gentle pool of light behind the figure, and, where the feet are
 * in frame, a soft contact shadow on the floor.
 */
export function studioBackdrop(scene: FigureScene, camera: ViewCamera): Float32Array {
  const { width, height } = camera;
  const out = new Float32Array(width * height * 3);
  const chest = projectToImage(camera, [0, scene.torso.levels.chest, 0]);
  const glowX = width / 2;
  const glowY = Math.min(Math.max(chest.y, height * 0.3), height * 0.6);
  const glowRadius = Math.max(width, height) * 0.7;
  const feet = [scene.skeleton.ankle.left, scene.skeleton.ankle.right].map((a) =>
    projectToImage(camera, [a[0], 0, a[2] + 0.04]),
  );
  const px = 1 / camera.metresPerPixel;
  const floorY = projectToImage(camera, [0, 0, 0]).y;
  for (let y = 0; y < height; y++) {
    const v = y / (height - 1);
    const gr = TOP[0] + (BOTTOM[0] - TOP[0]) * v;
    const gg = TOP[1] + (BOTTOM[1] - TOP[1]) * v;
    const gb = TOP[2] + (BOTTOM[2] - TOP[2]) * v;
    for (let x = 0; x < width; x++) {
      const glow =
        1 + 0.09 * (1 - smoothstep(0, 1, Math.hypot(x - glowX, (y - glowY) * 0.8) / glowRadius));
      let shadow = 0;
      if (floorY < height + 0.1 * px) {
        // Contact shadow: tight and dark under each foot, with a broad soft pool around both.
        for (const f of feet) {
          const d = Math.hypot((x - f.x) / (0.085 * px), (y - floorY) / (0.016 * px));
          shadow = Math.max(shadow, 0.42 * Math.exp(-d * d));
        }
        const pool = Math.hypot(
          (x - width / 2) / (0.34 * px),
          (y - floorY - 0.004 * px) / (0.05 * px),
        );
        shadow = Math.max(shadow, 0.2 * Math.exp(-pool * pool));
      }
      const k = glow * (1 - shadow);
      const i = (y * width + x) * 3;
      out[i] = gr * k;
      out[i + 1] = gg * k;
      out[i + 2] = gb * k;
    }
  }
  return out;
}
