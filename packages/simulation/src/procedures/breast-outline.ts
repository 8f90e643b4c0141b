import type { BodyFrame } from '../anatomy/body-frame.ts';
import { type BreastMound, sideRadii } from '../anatomy/breast-mounds.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { addBulge } from '../primitives/bulge.ts';
import { plateau } from '../primitives/falloff.ts';
import { addShift } from '../primitives/shift.ts';
import { ellipseDistance, type SoftEllipse } from '../primitives/soft-ellipse.ts';

/**
 * A breast seen from the front, as a hemi-ellipsoid on the chest wall: base radius r
 * (the measured half-width of its outline), forward projection p, pointing a little
 * outward. Its frontal outline reaches √(r² + (t·p)²) laterally (t = tan 15°: breasts
 * point slightly outward), r medially, and it sits on the inframammary fold.
 */
const OUTWARD = Math.tan((15 * Math.PI) / 180);
/** Distance between the shoulder joint centres of an average adult woman, cm (image scale). */
const SHOULDER_JOINTS_CM = 31;
/** Projection over base radius of a natural breast (≈ 5 cm on a 6 cm radius: 400 cc). */
const PROJECTION_RATIO = 0.8;
/**
 * An implant is chosen to match the existing base: the base widens only by the
 * tissue draped over the implant's edge, with the twelfth root of the volume ratio
 * (≈ 5 mm on a 12 cm base for a doubled volume); the rest goes into projection.
 */
const BASE_EXPONENT = 1 / 12;
/** The medial border is held by the sternal attachments: it moves half as far as the base grows. */
const MEDIAL_SHARE = 0.5;

/** How the mound's frontal outline moves, pixels, each positive outward (lateral, medial) or up (top, bottom). */
export interface OutlineChange {
  readonly lateral: number;
  readonly medial: number;
  readonly top: number;
  readonly bottom: number;
}

const hemiEllipsoidCc = (radiusCm: number, projectionCm: number) =>
  (2 / 3) * Math.PI * radiusCm * radiusCm * projectionCm;

/** Pixels per centimetre on the chest, from the shoulder width. */
export function pixelsPerCm(frame: BodyFrame): number {
  return frame.shoulderWidth / SHOULDER_JOINTS_CM;
}

/** The breast's current volume (cc) from its measured width: a hemi-ellipsoid with projection ∝ base. */
export function breastVolumeCc(frame: BodyFrame, mound: BreastMound): number {
  const r = mound.radius / pixelsPerCm(frame);
  return hemiEllipsoidCc(r, PROJECTION_RATIO * r);
}

const lateralReach = (r: number, p: number) => Math.hypot(r, OUTWARD * p);

/**
 * Outline change for a new volume `cc` (larger or smaller than the current one),
 * with the base radius scaled by (new / current)^baseExponent and the projection
 * taking the rest. The fold stays, so the top moves by the whole change in height.
 */
export function outlineForVolume(
  frame: BodyFrame,
  mound: BreastMound,
  cc: number,
  baseExponent: number,
): OutlineChange {
  const scale = pixelsPerCm(frame);
  const r0 = mound.radius / scale;
  const p0 = PROJECTION_RATIO * r0;
  const v0 = hemiEllipsoidCc(r0, p0);
  const r1 = r0 * (cc / v0) ** baseExponent;
  const p1 = cc / hemiEllipsoidCc(r1, 1);
  const dr = (r1 - r0) * scale;
  return {
    lateral: (lateralReach(r1, p1) - lateralReach(r0, p0)) * scale,
    medial: MEDIAL_SHARE * dr,
    top: 2 * dr,
    bottom: 0,
  };
}

/** Outline change for an implant of `cc` added to the measured breast. */
export function outlineForImplant(frame: BodyFrame, mound: BreastMound, cc: number): OutlineChange {
  return outlineForVolume(frame, mound, breastVolumeCc(frame, mound) + cc, BASE_EXPONENT);
}

export function addOutlineChanges(a: OutlineChange, b: OutlineChange): OutlineChange {
  return {
    lateral: a.lateral + b.lateral,
    medial: a.medial + b.medial,
    top: a.top + b.top,
    bottom: a.bottom + b.bottom,
  };
}

/** Least weight an outline point is solved for (a point in the falloff moves less, not wildly more). */
const MIN_WEIGHT = 0.35;

/**
 * Moves the mound's frontal outline by `change`: an anisotropic magnification and a
 * shift of the same soft region around the mound (its reach fading out before the
 * sternum, the arm or a band of background, and into the abdomen and upper chest),
 * solved so that the four extreme points of the outline land where `change` puts
 * them, allowing for the region's falloff at each.
 */
export function reshapeBreast(
  field: ForwardField,
  mound: BreastMound,
  change: OutlineChange,
): void {
  const r = mound.radius;
  const { x: cx, y: cy } = mound.centre;
  const region: SoftEllipse = {
    centre: mound.centre,
    ...sideRadii(mound),
    up: 2.4 * r,
    down: 2 * r,
  };
  const core = 0.5;
  const weight = (x: number, y: number) =>
    Math.max(MIN_WEIGHT, plateau(ellipseDistance(region, x, y), core));
  const s = mound.side;
  // Target displacements (image axes) at the lateral, medial, top and bottom points.
  const dLat = (s * change.lateral) / weight(cx + s * r, cy);
  const dMed = (-s * change.medial) / weight(cx - s * r, cy);
  const dTop = -change.top / weight(cx, cy - r);
  // The lower pole's rise is carried separately (below): here the bottom stays.
  const dBottom = 0;
  // u(x) = g·(x − c) + t at x = c ± r.
  const gx = (s * (dLat - dMed)) / (2 * r);
  const tx = (dLat + dMed) / 2;
  const gy = (dBottom - dTop) / (2 * r);
  const ty = (dBottom + dTop) / 2;
  addBulge(field, { region, core, growthX: gx, growthY: gy });
  addShift(field, { region, core, by: { x: tx, y: ty } });
  if (change.bottom !== 0) raiseLowerPole(field, mound, change.bottom);
}

/**
 * The lower pole carried up by `rise` pixels, most at the pole and fading to nothing
 * at the mound's top (where it meets the chest) and into the abdomen below: the
 * lower contour tightens, the upper pole keeps its place and fills out.
 */
function raiseLowerPole(field: ForwardField, mound: BreastMound, rise: number): void {
  const r = mound.radius;
  const centre = { x: mound.centre.x, y: mound.poleY };
  addShift(field, {
    region: { centre, ...sideRadii(mound), up: 2 * r, down: 1.8 * r },
    core: 0,
    by: { x: 0, y: -rise },
  });
}
