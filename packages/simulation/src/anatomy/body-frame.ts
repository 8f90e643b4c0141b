import { type BodyLandmarks, bodyLandmarkIndex, type Landmark } from '@afterlook/domain';
import type { Point } from '../types.ts';

/** Confidence below which a landmark is treated as not seen. */
const MIN_VISIBILITY = 0.5;
/** Shoulder line to hip line over shoulder width, for an average adult (landmark to landmark). */
const TORSO_PER_SHOULDER = 1.45;
/** Hip landmark spacing over shoulder width, used when the hips are out of the photo. */
const HIPS_PER_SHOULDER = 0.62;
/** sin of the largest shoulder-line tilt the engine accepts (about 25°). */
const MAX_SHOULDER_TILT = 0.42;
/** Below this shoulder width (pixels) the body is too small to deform meaningfully. */
const MIN_SHOULDER_WIDTH = 24;

/**
 * The torso's own coordinate frame, built from the shoulder and hip landmarks and
 * expressed in image terms (left = smaller x, whatever side of the body that is):
 * every procedure places its control points as fractions of shoulder width across
 * and of shoulder-to-hip length down, so the geometry follows the person's scale,
 * position and tilt.
 */
export interface BodyFrame {
  readonly shoulderLeft: Point;
  readonly shoulderRight: Point;
  readonly hipLeft: Point;
  readonly hipRight: Point;
  readonly shoulderMid: Point;
  readonly hipMid: Point;
  readonly shoulderWidth: number;
  readonly torsoLength: number;
  /** Unit vector from the shoulder line towards the hips. */
  readonly down: Point;
  /** Unit vector across the body towards larger x. */
  readonly across: Point;
  readonly hipsEstimated: boolean;
  /** Shoulder → elbow → wrist of the arm on the image-left and image-right side (seen points only). */
  readonly armLeft: readonly Point[];
  readonly armRight: readonly Point[];
}

export type BodyFrameResult =
  | { readonly ok: true; readonly frame: BodyFrame }
  | {
      readonly ok: false;
      readonly reason: 'landmarks_missing' | 'subject_too_small' | 'pose_not_supported';
    };

const seen = (l: Landmark | undefined): l is Landmark =>
  l !== undefined && Number.isFinite(l.x) && Number.isFinite(l.y) && l.visibility >= MIN_VISIBILITY;

export function bodyFrame(body: BodyLandmarks | null): BodyFrameResult {
  if (body?.length !== 33) return { ok: false, reason: 'landmarks_missing' };
  const at = (name: Parameters<typeof bodyLandmarkIndex>[0]): Landmark | undefined =>
    body[bodyLandmarkIndex(name)];
  const ls = at('left_shoulder');
  const rs = at('right_shoulder');
  if (!seen(ls) || !seen(rs)) return { ok: false, reason: 'landmarks_missing' };
  const shoulderWidth = Math.hypot(rs.x - ls.x, rs.y - ls.y);
  if (shoulderWidth < MIN_SHOULDER_WIDTH) return { ok: false, reason: 'subject_too_small' };
  // Front view: the subject's left shoulder is at larger x; back view: smaller. Work in image terms.
  const leftIsSubjectLeft = ls.x < rs.x;
  const shoulderLeft = leftIsSubjectLeft ? ls : rs;
  const shoulderRight = leftIsSubjectLeft ? rs : ls;
  const across = unit({ x: shoulderRight.x - shoulderLeft.x, y: shoulderRight.y - shoulderLeft.y });
  // Deformations follow image rows (silhouette edges); a strongly tilted body would shear them.
  if (Math.abs(across.y) > MAX_SHOULDER_TILT) return { ok: false, reason: 'pose_not_supported' };
  const shoulderMid = mid(shoulderLeft, shoulderRight);

  const lh = at('left_hip');
  const rh = at('right_hip');
  const perpendicular = { x: -across.y, y: across.x };
  let hipLeft: Point;
  let hipRight: Point;
  let hipsEstimated = false;
  if (
    seen(lh) &&
    seen(rh) &&
    plausibleHips(shoulderMid, mid(lh, rh), shoulderWidth, perpendicular)
  ) {
    hipLeft = leftIsSubjectLeft ? lh : rh;
    hipRight = leftIsSubjectLeft ? rh : lh;
  } else {
    hipsEstimated = true;
    const hipMid = add(shoulderMid, scale(perpendicular, TORSO_PER_SHOULDER * shoulderWidth));
    hipLeft = add(hipMid, scale(across, (-HIPS_PER_SHOULDER / 2) * shoulderWidth));
    hipRight = add(hipMid, scale(across, (HIPS_PER_SHOULDER / 2) * shoulderWidth));
  }
  const hipMid = mid(hipLeft, hipRight);
  const torsoLength = Math.hypot(hipMid.x - shoulderMid.x, hipMid.y - shoulderMid.y);
  const arm = (side: 'left' | 'right'): Point[] =>
    [at(`${side}_shoulder`), at(`${side}_elbow`), at(`${side}_wrist`)]
      .filter(seen)
      .map((l) => ({ x: l.x, y: l.y }));
  return {
    ok: true,
    frame: {
      shoulderLeft: point(shoulderLeft),
      shoulderRight: point(shoulderRight),
      hipLeft: point(hipLeft),
      hipRight: point(hipRight),
      shoulderMid,
      hipMid,
      shoulderWidth,
      torsoLength,
      down: unit({ x: hipMid.x - shoulderMid.x, y: hipMid.y - shoulderMid.y }),
      across,
      hipsEstimated,
      armLeft: arm(leftIsSubjectLeft ? 'left' : 'right'),
      armRight: arm(leftIsSubjectLeft ? 'right' : 'left'),
    },
  };
}

/** Hips below the shoulders, roughly square to them, at a human torso length. */
function plausibleHips(shoulderMid: Point, hipMid: Point, width: number, down: Point): boolean {
  const v = { x: hipMid.x - shoulderMid.x, y: hipMid.y - shoulderMid.y };
  const along = v.x * down.x + v.y * down.y;
  const sideways = Math.abs(v.x * down.y - v.y * down.x);
  return along > 0.8 * width && along < 2.4 * width && sideways < 0.35 * along;
}

/** A point `a` shoulder widths across from the midline and `t` torso lengths below the shoulder line. */
export function framePoint(frame: BodyFrame, a: number, t: number): Point {
  const { shoulderMid: o, across, down, shoulderWidth: w, torsoLength: l } = frame;
  return {
    x: o.x + across.x * a * w + down.x * t * l,
    y: o.y + across.y * a * w + down.y * t * l,
  };
}

/** The midline's x at image row y (the line through the shoulder and hip midpoints). */
export function midlineX(frame: BodyFrame, y: number): number {
  const { shoulderMid: s, hipMid: h } = frame;
  if (Math.abs(h.y - s.y) < 1e-6) return s.x;
  return s.x + ((h.x - s.x) * (y - s.y)) / (h.y - s.y);
}

const point = (p: Point): Point => ({ x: p.x, y: p.y });
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const scale = (a: Point, s: number): Point => ({ x: a.x * s, y: a.y * s });
function unit(v: Point): Point {
  const n = Math.hypot(v.x, v.y) || 1;
  return { x: v.x / n, y: v.y / n };
}
