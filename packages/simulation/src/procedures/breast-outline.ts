import type { BodyFrame } from '../anatomy/body-frame.ts';
import { type BreastMound, sideRadii } from '../anatomy/breast-mounds.ts';
import { type ForwardField, nodeRange } from '../field/forward-field.ts';
import { addBulge } from '../primitives/bulge.ts';
import { plateau, smootherstep } from '../primitives/falloff.ts';
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
  /**
   * An implant's fill of the lower envelope, pixels up: the pole rises most under
   * the implant's apex and less toward the sides (a lift's `bottom` shortens the
   * whole lower contour instead).
   */
  readonly fill?: number;
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
    fill: (a.fill ?? 0) + (b.fill ?? 0),
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
  if (change.fill) fillLowerPole(field, mound, change.fill);
}

/** Where the lower pole's rise starts, in half-widths above the pole (about the mound's widest row). */
const RISE_FROM = 1.3;
/** The rise fades out this far (half-widths) from the mound's centre on its lateral side. */
const LATERAL_FADE = 1.3;
/** How far below the pole the skin revealed under the fold stretches down to the still abdomen, half-widths. */
const STRETCH_DOWN = 1.8;

/**
 * The lower pole carried up by `rise` pixels as a lift does: the lower half of the
 * mound is shortened vertically, every point of the lower contour rising with its
 * depth below the widest row (which, with the sides and the top, stays), the whole
 * width of the mound alike, so a pole hanging lateral or medial of the centre rises
 * as much as a centred one; below the pole the skin under the fold stretches down
 * to the still abdomen. Across, the rise is whole over the mound and fades out before
 * the sternum and within the band beside the outline. A purely vertical motion
 * varying across only shears, so only its vertical rate bounds the Jacobian.
 */
function raiseLowerPole(field: ForwardField, mound: BreastMound, rise: number): void {
  const r = mound.radius;
  // Across: whole over the mound, fading out before the sternum and just past the
  // lateral contour (the background and the arm beside it stay where they are).
  const medial = mound.medialReach;
  const lateral = Math.min(mound.lateralReach, LATERAL_FADE * r);
  const left = mound.side < 0 ? lateral : medial;
  const right = mound.side < 0 ? medial : lateral;
  const cx = mound.centre.x;
  const top = mound.poleY - RISE_FROM * r;
  const bottom = mound.poleY + STRETCH_DOWN * r;
  const { grid, uy } = field;
  const { i0, i1, j0, j1 } = nodeRange(grid, cx - left, top, cx + right, bottom);
  field.controls.push({ x: cx, y: mound.poleY });
  for (let j = j0; j <= j1; j++) {
    const y = j * grid.cell;
    const wy =
      y <= mound.poleY
        ? smootherstep((y - top) / (mound.poleY - top))
        : 1 - smootherstep((y - mound.poleY) / (bottom - mound.poleY));
    if (wy === 0) continue;
    for (let i = i0; i <= i1; i++) {
      const dx = i * grid.cell - cx;
      const reach = dx < 0 ? left : right;
      const wx = plateau(Math.abs(dx) / reach, Math.min(0.85, r / reach));
      if (wx === 0) continue;
      const k = j * grid.cols + i;
      uy[k] = (uy[k] ?? 0) - rise * wx * wy;
    }
  }
}

/**
 * An implant filling a sagging lower envelope: the pole carried up by `rise` pixels
 * under the implant's apex, fading across the mound, to nothing at its top and into
 * the abdomen below.
 */
function fillLowerPole(field: ForwardField, mound: BreastMound, rise: number): void {
  const r = mound.radius;
  const centre = { x: mound.centre.x, y: mound.poleY };
  addShift(field, {
    region: { centre, ...sideRadii(mound), up: 2 * r, down: 1.8 * r },
    core: 0,
    by: { x: 0, y: -rise },
  });
}
