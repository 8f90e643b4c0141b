import { type ForwardField, nodeRange } from '../field/forward-field.ts';
import { plateau } from './falloff.ts';
import { ellipseBounds, ellipseDistance, type SoftEllipse } from './soft-ellipse.ts';

/**
 * Visits each grid node a soft region moves, with its weight: 1 within the core,
 * fading to 0 at the outline (still nodes are skipped). The region's centre becomes
 * one of the field's control points, as for every region that moves tissue.
 */
export function forEachMovedNode(
  field: ForwardField,
  region: SoftEllipse,
  core: number,
  move: (k: number, x: number, y: number, weight: number) => void,
): void {
  const { grid } = field;
  const b = ellipseBounds(region);
  const { i0, i1, j0, j1 } = nodeRange(grid, b.x0, b.y0, b.x1, b.y1);
  field.controls.push(region.centre);
  for (let j = j0; j <= j1; j++) {
    const y = j * grid.cell;
    for (let i = i0; i <= i1; i++) {
      const x = i * grid.cell;
      const w = plateau(ellipseDistance(region, x, y), core);
      if (w === 0) continue;
      move(j * grid.cols + i, x, y, w);
    }
  }
}
