import { type BreastMound, breastMounds, sideRadii } from '../anatomy/breast-mounds.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { addBulge } from '../primitives/bulge.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { breastEnlargement, implantSeries } from './series.ts';

export const IMPLANT_MIN_CC = 150;
export const IMPLANT_MAX_CC = 450;
/** Magnification of the breast outline that shows for an implant of `cc`. */
export function augmentationGrowth(cc: number): number {
  return breastEnlargement(cc);
}

/**
 * Added volume as a magnification of the breast about a point low on the mound,
 * near the inframammary fold (which the surgeon keeps in place): the mound grows
 * upward (upper-pole fullness) and outward, the fold barely moves, the sternum and
 * everything beyond the region stay still.
 */
export function addBreastVolume(field: ForwardField, mound: BreastMound, growth: number): void {
  const r = mound.radius;
  addBulge(field, {
    region: {
      centre: { x: mound.centre.x, y: mound.centre.y + 0.6 * r },
      ...sideRadii(mound),
      up: 2.5 * r,
      down: 1.3 * r,
    },
    core: 0.45,
    growthX: growth,
    growthY: 0.8 * growth,
  });
}

export const breastAugmentation: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  series: implantSeries(IMPLANT_MIN_CC, IMPLANT_MAX_CC),
  build(field, { frame, mask, image }) {
    const growth = augmentationGrowth(IMPLANT_MAX_CC);
    for (const mound of breastMounds(frame, mask, image)) addBreastVolume(field, mound, growth);
    return undefined;
  },
};
