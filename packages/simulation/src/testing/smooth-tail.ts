import type { Deformation } from '../build-deformation.ts';
import { fieldRegion } from '../field/displacement-field.ts';
import type { Point } from '../types.ts';

/**
 * The deformation with a faint, smooth shift added over the whole photo: upward,
 * `share` of the level's largest shift at `centre`, fading as a Gaussian of `reach`
 * pixels. A smoother engine's field has such a tail (a lip change felt across the
 * face); the close-up must not follow it.
 */
export function withSmoothTail(
  deformation: Deformation,
  centre: Point,
  reach: number,
  share: number,
): Deformation {
  return {
    ...deformation,
    fieldAt(level) {
      const field = deformation.fieldAt(level);
      let largest = 0;
      for (let k = 0; k < field.dx.length; k++) {
        largest = Math.max(largest, Math.hypot(field.dx[k] ?? 0, field.dy[k] ?? 0));
      }
      const dx = Float32Array.from(field.dx);
      const dy = Float32Array.from(field.dy);
      for (let j = 0; j < field.rows; j++) {
        for (let i = 0; i < field.cols; i++) {
          const r2 = (i * field.cell - centre.x) ** 2 + (j * field.cell - centre.y) ** 2;
          const k = j * field.cols + i;
          dy[k] = (dy[k] ?? 0) - share * largest * Math.exp(-r2 / (2 * reach * reach));
        }
      }
      return { ...field, dx, dy, region: fieldRegion(field, dx, dy) };
    },
  };
}
