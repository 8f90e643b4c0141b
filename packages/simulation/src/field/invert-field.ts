import { type DisplacementField, fieldRegion } from './displacement-field.ts';
import type { ForwardField } from './forward-field.ts';
import { type GridSample, sampleGridWithGradient } from './grid.ts';

const MAX_ITERATIONS = 12;
/** Solved to a hundredth of a pixel. */
const TOLERANCE = 1e-4;

/**
 * Turns "tissue at q moves by u(q)" into the backward field the warp needs:
 * for every node p, the q with q + u(q) = p, stored as b(p) = q − p. Solved per
 * node by Newton's method on the bilinear forward map (its Jacobian is kept well
 * away from zero, so the map is invertible and Newton converges in a few steps,
 * even where the background is stretched to twice its width and a plain
 * fixed-point iteration would not).
 */
export function invertForwardField(forward: ForwardField, factor: number): DisplacementField {
  const { grid, ux, uy } = forward;
  const n = grid.cols * grid.rows;
  const dx = new Float32Array(n);
  const dy = new Float32Array(n);
  const { cols, rows, cell } = grid;
  const s: GridSample = { u: 0, v: 0, uX: 0, uY: 0, vX: 0, vY: 0 };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = j * cols + i;
      const u0 = (ux[k] ?? 0) * factor;
      const v0 = (uy[k] ?? 0) * factor;
      // Where nothing moves the map is the identity, so p itself is the (unique) preimage.
      if (u0 === 0 && v0 === 0) continue;
      const px = i * cell;
      const py = j * cell;
      let qx = px - u0;
      let qy = py - v0;
      sampleGridWithGradient(grid, ux, uy, qx, qy, s);
      let fx = qx + s.u * factor - px;
      let fy = qy + s.v * factor - py;
      for (let it = 0; it < MAX_ITERATIONS && fx * fx + fy * fy > TOLERANCE; it++) {
        const a = 1 + s.uX * factor;
        const b = s.uY * factor;
        const c = s.vX * factor;
        const d = 1 + s.vY * factor;
        const det = a * d - b * c;
        if (det <= 1e-6) break;
        const stepX = (d * fx - b * fy) / det;
        const stepY = (a * fy - c * fx) / det;
        // Damped: the map is only piecewise smooth (bilinear cells), so a full
        // Newton step can overshoot across a cell edge; halve it until the residual drops.
        const before = fx * fx + fy * fy;
        let t = 1;
        for (let h = 0; h < 8; h++, t /= 2) {
          const nx = qx - t * stepX;
          const ny = qy - t * stepY;
          sampleGridWithGradient(grid, ux, uy, nx, ny, s);
          const gx = nx + s.u * factor - px;
          const gy = ny + s.v * factor - py;
          if (gx * gx + gy * gy < before || h === 7) {
            qx = nx;
            qy = ny;
            fx = gx;
            fy = gy;
            break;
          }
        }
      }
      dx[k] = qx - px;
      dy[k] = qy - py;
    }
  }
  return { ...grid, dx, dy, region: fieldRegion(grid, dx, dy) };
}
