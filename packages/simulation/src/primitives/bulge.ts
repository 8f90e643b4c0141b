import { type ForwardField, nodeRange } from '../field/forward-field.ts';
import { plateau } from './falloff.ts';
import { ellipseBounds, ellipseDistance, type SoftEllipse } from './soft-ellipse.ts';

/**
 * Volume added (or removed) around a centre: tissue within the core is magnified by
 * (1 + growthX, 1 + growthY) about the centre, the rim between core and outline
 * absorbs the change, and nothing moves outside. Negative growth shrinks toward
 * the centre.
 */
export interface Bulge {
  readonly region: SoftEllipse;
  /** Fraction of the normalised radius that moves as a whole (0..1). */
  readonly core: number;
  readonly growthX: number;
  readonly growthY: number;
}

export function addBulge(field: ForwardField, bulge: Bulge): void {
  const { grid, ux, uy } = field;
  const { region, core, growthX, growthY } = bulge;
  const b = ellipseBounds(region);
  const { i0, i1, j0, j1 } = nodeRange(grid, b.x0, b.y0, b.x1, b.y1);
  const { x: cx, y: cy } = region.centre;
  field.controls.push(region.centre);
  for (let j = j0; j <= j1; j++) {
    const y = j * grid.cell;
    for (let i = i0; i <= i1; i++) {
      const x = i * grid.cell;
      const w = plateau(ellipseDistance(region, x, y), core);
      if (w === 0) continue;
      const k = j * grid.cols + i;
      ux[k] = (ux[k] ?? 0) + growthX * (x - cx) * w;
      uy[k] = (uy[k] ?? 0) + growthY * (y - cy) * w;
    }
  }
}
