/**
 * Ground-truth outlines of the body parts a procedure reshapes inside the body's
 * silhouette (the breast mounds in a front view, the buttocks from behind), traced
 * from the mannequin's own part geometry: the orthographic footprint of each
 * part's volume. The person mask alone does not see them (the arms and the torso
 * cover their edges), yet they are what a breast or buttock procedure changes.
 *
 * Reads the mannequin's scene geometry (tools/mannequin/src), which its package
 * index does not export.
 */
import type { PersonMask } from '@afterlook/domain';
import type { FigureParams, MannequinProcedure, MannequinView } from '@afterlook/mannequin';
import { buildFigureScene } from '../tools/mannequin/src/figure-scene.ts';
import { columnToBodyX, rowToBodyY, viewCamera } from '../tools/mannequin/src/view-camera.ts';

/** Mirrors breasts.ts: the mound's front half leans out by this per metre forward. */
const OUTWARD_TILT = 0.26;
const DEPTH_SAMPLES = 48;

export function partOutline(
  procedure: MannequinProcedure,
  params: FigureParams,
  view: MannequinView,
  width: number,
  height: number,
): PersonMask | null {
  const breast = procedure.startsWith('BREAST');
  if (!breast && procedure !== 'BBL') return null;
  const scene = buildFigureScene(params);
  const camera = viewCamera(view, scene.params, width, height);
  const data = new Uint8Array(width * height);
  const inside: ((x: number, y: number) => boolean)[] = [];
  if (breast) {
    for (const g of [scene.breasts.left, scene.breasts.right]) {
      const [cx, cy] = g.base;
      const rx = g.baseRadiusX;
      const ry = g.baseRadiusY;
      const rz = g.projection;
      const upperY = cy + 0.3 * ry;
      inside.push((x, y) => {
        // The upper-pole lens projects to an ellipse.
        if (((x - cx) / (0.86 * rx)) ** 2 + ((y - upperY) / (0.78 * ry)) ** 2 <= 1) return true;
        for (let k = 0; k <= DEPTH_SAMPLES; k++) {
          const dz = (k / DEPTH_SAMPLES) * rz;
          const s = 1 - (dz / rz) ** 2;
          const dx = x - cx - g.side * OUTWARD_TILT * dz;
          const dy = y - cy + g.sag * dz;
          if ((dx / rx) ** 2 + (dy / ry) ** 2 <= s) return true;
        }
        return false;
      });
    }
  } else {
    for (const g of [scene.buttocks.left, scene.buttocks.right]) {
      const [cx, cy] = g.center;
      const [rx, ry] = g.radii;
      inside.push((x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
    }
  }
  for (let py = 0; py < height; py++) {
    const y = rowToBodyY(camera, py + 0.5);
    for (let px = 0; px < width; px++) {
      const x = columnToBodyX(camera, px + 0.5);
      if (inside.some((f) => f(x, y))) data[py * width + px] = 255;
    }
  }
  return { width, height, data };
}
