import { type ForwardField, nodeRange } from '../field/forward-field.ts';
import type { Point } from '../types.ts';
import { plateau } from './falloff.ts';
import { ellipseBounds, ellipseDistance, type SoftEllipse } from './soft-ellipse.ts';

/** A region of tissue carried by `by` (pixels) as a whole within the core, fading to still at the outline. */
export interface Shift {
  readonly region: SoftEllipse;
  readonly core: number;
  readonly by: Point;
}

export function addShift(field: ForwardField, shift: Shift): void {
  const { grid, ux, uy } = field;
  const { region, core, by } = shift;
  const b = ellipseBounds(region);
  const { i0, i1, j0, j1 } = nodeRange(grid, b.x0, b.y0, b.x1, b.y1);
  field.controls.push(region.centre);
  for (let j = j0; j <= j1; j++) {
    const y = j * grid.cell;
    for (let i = i0; i <= i1; i++) {
      const x = i * grid.cell;
      const w = plateau(ellipseDistance(region, x, y), core);
      if (w === 0) continue;
      const k = j * grid.cols + i;
      ux[k] = (ux[k] ?? 0) + by.x * w;
      uy[k] = (uy[k] ?? 0) + by.y * w;
    }
  }
}
