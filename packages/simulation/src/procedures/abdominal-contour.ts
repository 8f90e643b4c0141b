import { framePoint } from '../anatomy/body-frame.ts';
import { addBulge } from '../primitives/bulge.ts';
import { ellipseBounds } from '../primitives/soft-ellipse.ts';
import type { ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';
import { addWaistContour, type WaistContour } from './waist-contour.ts';

/** The belly drawn toward its centre: a soft ellipse on the midline shrunk in place. */
export interface BellyShrink {
  /** Centre, in torso lengths below the shoulder line. */
  readonly level: number;
  /** Reach above and below the centre, in torso lengths. */
  readonly up: number;
  readonly down: number;
  /** Linear shrink across and upward (0.05 = 5 %). */
  readonly across: number;
  readonly lift: number;
}

export interface AbdominalContour extends WaistContour {
  /** Body level that must be in the photo. */
  readonly focusLevel: number;
  readonly belly: BellyShrink;
}

/** Half-width of the belly region, in shoulder widths, and the share of it at full strength. */
const BELLY_HALF_WIDTH = 0.3;
const BELLY_CORE = 0.3;

/**
 * Front-view contouring of the abdomen (tummy tuck, liposuction): the waist outline
 * taken in from under the ribs to the iliac crest, and the belly drawn in. The
 * procedures differ in how much, and where, not in kind.
 */
export function abdominalContour({
  focusLevel,
  belly,
  ...waist
}: AbdominalContour): ProcedureGeometry {
  return {
    kind: 'body',
    focusLevel,
    views: ['BODY_FRONT', 'TORSO_FRONT'],
    series: FIVE_LEVELS,
    build(field, body) {
      const { frame } = body;
      addWaistContour(field, body, waist);
      const region = {
        centre: framePoint(frame, 0, belly.level),
        left: BELLY_HALF_WIDTH * frame.shoulderWidth,
        right: BELLY_HALF_WIDTH * frame.shoulderWidth,
        up: belly.up * frame.torsoLength,
        down: belly.down * frame.torsoLength,
      };
      addBulge(field, { region, core: BELLY_CORE, growthX: -belly.across, growthY: -belly.lift });
      // The belly is treated anatomy too (the waist added its outline): the close-up frames it.
      const box = ellipseBounds(region);
      field.anatomy.push({ x: box.x0, y: box.y0 }, { x: box.x1, y: box.y1 });
    },
  };
}
