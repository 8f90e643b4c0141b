import { framePoint, midlineX } from '../anatomy/body-frame.ts';
import { type Side, silhouetteEdge } from '../anatomy/silhouette-edges.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { addBulge } from '../primitives/bulge.ts';
import { addShift } from '../primitives/shift.ts';
import { ellipseBounds } from '../primitives/soft-ellipse.ts';
import type { BodyContext, ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';
import { addWaistContour } from './waist-contour.ts';

/** Waist taken in per side at the pronounced level, in shoulder widths (≈ 2 cm). */
const WAIST = 0.06;
/** Share of the flank bulge harvested for the graft. */
const FLANK_REMOVED = 0.8;
/** Buttock projection seen from behind: magnification of each buttock. */
const BUTTOCK_GROWTH = 0.12;
/** Buttock lift, in torso lengths (≈ 3 cm: the gluteal folds rise). */
const LIFT = 0.06;
/** Where each buttock's centre lies: shoulder widths across, torso lengths below the shoulder line. */
const BUTTOCK_CENTRE = { across: 0.2, down: 1.15 };

/**
 * Brazilian butt lift from behind: fat harvested from the waist and flanks (the
 * outline goes in from under the ribs to the iliac crest, most of the flank bulge
 * with it) is grafted into the buttocks (each buttock magnified about its centre
 * within the hip outline, and lifted so the gluteal fold rises).
 */
export const bbl: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 1.15,
  views: ['BODY_BACK'],
  series: FIVE_LEVELS,
  build(field, body) {
    addWaistContour(field, body, {
      waist: WAIST,
      flankRemoved: FLANK_REMOVED,
      band: [0.36, 0.52, 0.78, 0.93],
    });
    for (const side of [-1, 1] as const) addButtock(field, body, side);
    addButtockLift(field, body);
  },
};

/**
 * One buttock, centred below the hip joint, magnified about its centre: the cleft
 * on the midline stays still and the hip outline stays in place.
 */
function addButtock(field: ForwardField, { frame, mask }: BodyContext, side: Side): void {
  const tl = frame.torsoLength;
  const centre = framePoint(frame, side * BUTTOCK_CENTRE.across, BUTTOCK_CENTRE.down);
  const fromMid = Math.abs(centre.x - midlineX(frame, centre.y));
  const edge = silhouetteEdge(mask, frame, centre.y, side);
  // The buttock fills out within the hip outline: seen from behind, the added
  // projection shows as a rounder, higher buttock, not a wider silhouette.
  const lateral = Math.max(0.5 * fromMid, edge ? edge.halfWidth - fromMid : fromMid);
  const medial = 0.95 * fromMid;
  const horizontal = side < 0 ? { left: lateral, right: medial } : { left: medial, right: lateral };
  const region = { centre, ...horizontal, up: 0.28 * tl, down: 0.3 * tl };
  addBulge(field, { region, core: 0.35, growthX: BUTTOCK_GROWTH, growthY: BUTTOCK_GROWTH });
  // The buttock, hip outline to cleft and top to fold: with the waist outline above it
  // (addWaistContour), the buttocks' profile the close-up frames.
  const box = ellipseBounds(region);
  field.anatomy.push({ x: box.x0, y: box.y0 }, { x: box.x1, y: box.y1 });
}

/**
 * Both buttocks lifted together, cleft included, so the gluteal folds and
 * whatever crosses them (a waistband, a seam) rise evenly; the lift fades out
 * toward the hip outline and the thighs.
 */
function addButtockLift(field: ForwardField, { frame, mask }: BodyContext): void {
  const tl = frame.torsoLength;
  const centre = framePoint(frame, 0, 1.25);
  const half = (side: Side) => {
    const edge = silhouetteEdge(mask, frame, centre.y, side);
    return edge ? edge.halfWidth : 0.6 * frame.shoulderWidth;
  };
  addShift(field, {
    region: { centre, left: half(-1), right: half(1), up: 0.45 * tl, down: 0.28 * tl },
    core: 0.6,
    by: { x: 0, y: -LIFT * tl },
  });
}
