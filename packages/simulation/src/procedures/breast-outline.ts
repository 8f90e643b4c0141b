import type { BodyFrame } from '../anatomy/body-frame.ts';
import { midlineX } from '../anatomy/body-frame.ts';
import type { BreastMound } from '../anatomy/breast-mounds.ts';
import { type MaskView, PERSON } from '../anatomy/mask-view.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { addOutlineMap } from '../primitives/outline-map.ts';
import { type BreastShape, baseCentre, lowerExtent, outlineDistance } from './breast-shape.ts';

/**
 * Skin that absorbs the change, in base radii: above the breast, easing it into the
 * upper chest, and below the lower pole, stretching or gathering toward the still abdomen.
 */
const SKIN_REACH = { up: 1.3, down: 1.2 };
/** The medial motion fades out before the sternum (share of the distance to the midline). */
const MEDIAL_REACH = 0.95;
/** Fade width beyond the outline per pixel of its move: the skin squeezed to no less than 40 % of its area, … */
const BAND_PER_GROWTH = 3.2;
/** … and, where the outline retreats, the plain skin revealed stretched at most about fourfold. */
const BAND_PER_SHRINK = 0.6;

/**
 * Where background shows beside the breast nearer than this (base radii) beyond its
 * outline, the chest wall and the arm form the silhouette there, not the breast.
 */
const MIN_ROOM = 0.1;
/** Directions the outline is sampled in for the close-up. */
const OUTLINE_POINTS = 24;

/** Distance from (x, y) along (c, s) to the first background pixel, less one pixel (∞ within `max`). */
function backgroundAlong(
  mask: MaskView,
  x: number,
  y: number,
  c: number,
  s: number,
  max: number,
): number {
  for (let d = 0; d <= max; d += 1) {
    if (mask.at(Math.round(x + c * d), Math.round(y + s * d)) < PERSON) return d - 1;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Carries the breast's frontal outline from `before` to `after` (the same breast,
 * changed): every point of the mound moves along its ray from the base centre in
 * proportion to its distance, so the outline lands on the new one, and the skin
 * around it absorbs the change, fading out before the sternum, the arm or a band of
 * background beside it, and into the upper chest and the abdomen.
 */
export function reshapeBreast(
  field: ForwardField,
  frame: BodyFrame,
  mask: MaskView,
  mound: BreastMound,
  before: BreastShape,
  after: BreastShape,
): void {
  const centre = baseCentre(before);
  const medial = MEDIAL_REACH * Math.abs(before.cx - midlineX(frame, before.cy));
  const lateral = mound.lateralReach + mound.side * (mound.centre.x - before.cx);
  const down = Math.max(lowerExtent(before), lowerExtent(after)) + SKIN_REACH.down * before.ry;
  // The breast's outline before and after: what the close-up frames.
  for (let k = 0; k < OUTLINE_POINTS; k++) {
    const c = Math.cos((2 * Math.PI * k) / OUTLINE_POINTS);
    const s = Math.sin((2 * Math.PI * k) / OUTLINE_POINTS);
    for (const shape of [before, after]) {
      const r = outlineDistance(shape, centre, c, s);
      field.anatomy.push({ x: centre.x + c * r, y: centre.y + s * r });
    }
  }
  addOutlineMap(field, {
    centre,
    before: (c, s) => outlineDistance(before, centre, c, s),
    after: (c, s) => outlineDistance(after, centre, c, s),
    reach: {
      centre,
      left: mound.side < 0 ? lateral : medial,
      right: mound.side < 0 ? medial : lateral,
      up: (1 + SKIN_REACH.up) * before.ry,
      down,
    },
    bandPerGrowth: BAND_PER_GROWTH,
    bandPerShrink: BAND_PER_SHRINK,
    // The grid interpolates between nodes: the fade ends a cell before the background.
    limit: (c, s) =>
      backgroundAlong(mask, centre.x, centre.y, c, s, down + before.r) - field.grid.cell,
    minRoom: MIN_ROOM * before.r,
  });
}
