import type { ForwardField } from '../field/forward-field.ts';
import type { Point } from '../types.ts';
import { forEachMovedNode } from './moved-nodes.ts';
import type { SoftEllipse } from './soft-ellipse.ts';

/** A region of tissue carried by `by` (pixels) as a whole within the core, fading to still at the outline. */
export interface Shift {
  readonly region: SoftEllipse;
  readonly core: number;
  readonly by: Point;
}

export function addShift(field: ForwardField, shift: Shift): void {
  const { ux, uy } = field;
  const { region, core, by } = shift;
  forEachMovedNode(field, region, core, (k, _x, _y, w) => {
    ux[k] = (ux[k] ?? 0) + by.x * w;
    uy[k] = (uy[k] ?? 0) + by.y * w;
  });
}
