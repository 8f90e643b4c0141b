import type { DisplacementField } from '../field/displacement-field.ts';
import { movingCell } from '../field/moving-cell.ts';

/**
 * A horizontal run of after-image pixels [x0, x1) on row y whose source positions
 * start at (sx, sy) and advance by (stepX, stepY) per pixel: the field is bilinear
 * within a cell, so along a row it is linear and needs no per-pixel interpolation.
 */
export type SpanVisitor = (
  y: number,
  x0: number,
  x1: number,
  sx: number,
  sy: number,
  stepX: number,
  stepY: number,
) => void;

/** Visits every run of pixels the field moves; cells whose corners are all still are skipped. */
export function forEachWarpedSpan(field: DisplacementField, visit: SpanVisitor): void {
  const { region, cell, cols, rows, width, height, dx, dy } = field;
  if (!region) return;
  const inv = 1 / cell;
  const iStart = Math.max(0, Math.floor(region.x0 / cell));
  const iEnd = Math.min(cols - 2, Math.floor((region.x1 - 1) / cell));
  const jStart = Math.max(0, Math.floor(region.y0 / cell));
  const jEnd = Math.min(rows - 2, Math.floor((region.y1 - 1) / cell));
  for (let j = jStart; j <= jEnd; j++) {
    const ys = j * cell;
    // The last cell also owns the last pixel row/column when it sits exactly on a node.
    const ye = j === rows - 2 ? height : Math.min(height, ys + cell);
    for (let i = iStart; i <= iEnd; i++) {
      const corners = movingCell(dx, dy, j * cols + i, cols);
      if (corners === null) continue;
      const { ax, bx, cx, ex, ay, by, cy, ey } = corners;
      const xs = i * cell;
      const xe = i === cols - 2 ? width : Math.min(width, xs + cell);
      for (let y = ys; y < ye; y++) {
        const ty = (y - ys) * inv;
        const lx = ax + (cx - ax) * ty;
        const rx = bx + (ex - bx) * ty;
        const ly = ay + (cy - ay) * ty;
        const ry = by + (ey - by) * ty;
        visit(y, xs, xe, xs + lx, y + ly, 1 + (rx - lx) * inv, (ry - ly) * inv);
      }
    }
  }
}
