import type { ForwardField } from '../field/forward-field.ts';
import { forEachMovedNode } from './moved-nodes.ts';
import type { SoftEllipse } from './soft-ellipse.ts';

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
  const { ux, uy } = field;
  const { region, core, growthX, growthY } = bulge;
  const { x: cx, y: cy } = region.centre;
  forEachMovedNode(field, region, core, (k, x, y, w) => {
    ux[k] = (ux[k] ?? 0) + growthX * (x - cx) * w;
    uy[k] = (uy[k] ?? 0) + growthY * (y - cy) * w;
  });
}
