import { breastMounds } from '../anatomy/breast-mounds.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { measuredShapes } from './breast-fit.ts';
import { reshapeBreast } from './breast-outline.ts';
import type { BreastShape } from './breast-shape.ts';
import type { BodyContext } from './procedure-geometry.ts';

/**
 * What every breast procedure does at its pronounced level: finds both breasts in
 * the photo, measures their shapes, and carries each to the shape `operated` makes
 * of it. Returns the measured shapes, from which a procedure reads its own series.
 */
export function reshapeBothBreasts(
  field: ForwardField,
  { frame, mask, image }: BodyContext,
  operated: (shape: BreastShape) => BreastShape,
): BreastShape[] {
  const mounds = breastMounds(frame, mask, image);
  const shapes = measuredShapes(frame, mounds);
  for (const [k, mound] of mounds.entries()) {
    const shape = shapes[k] as BreastShape;
    reshapeBreast(field, frame, mask, mound, shape, operated(shape));
  }
  return shapes;
}
