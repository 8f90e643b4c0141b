import type { FigureParams } from './figure-params.ts';
import type { Vec3 } from './sdf.ts';

/** A left/right pair, by the subject's own sides (left = +X in body space). */
export interface Sided<T> {
  readonly left: T;
  readonly right: T;
}

/**
 * Joint centres of the relaxed A-pose in body space: metres, origin on the floor
 * between the feet, X toward the subject's left, Y up, Z toward the subject's front.
 */
export interface Skeleton {
  readonly heightM: number;
  /** Head scale relative to the canonical 0.225 m head the face is designed in. */
  readonly headScale: number;
  readonly headCenter: Vec3;
  readonly neckBase: Vec3;
  readonly shoulder: Sided<Vec3>;
  readonly elbow: Sided<Vec3>;
  readonly wrist: Sided<Vec3>;
  /** Hand axis end: the middle of the fingertips. */
  readonly fingertips: Sided<Vec3>;
  readonly hip: Sided<Vec3>;
  readonly knee: Sided<Vec3>;
  readonly ankle: Sided<Vec3>;
  readonly heel: Sided<Vec3>;
  readonly toe: Sided<Vec3>;
}

const side = <T>(make: (s: 1 | -1) => T): Sided<T> => ({ left: make(1), right: make(-1) });

const along = (from: Vec3, dir: Vec3, length: number): Vec3 => {
  const n = Math.hypot(dir[0], dir[1], dir[2]);
  return [
    from[0] + (dir[0] / n) * length,
    from[1] + (dir[1] / n) * length,
    from[2] + (dir[2] / n) * length,
  ];
};

/** Segment lengths as fractions of stature follow Drillis & Contini's table. */
export function buildSkeleton(params: FigureParams): Skeleton {
  const h = params.heightM;
  const headHeight = h * 0.134;
  const headScale = headHeight / 0.225;
  const headCenter: Vec3 = [0, h - 0.118 * headScale, 0.005];
  const shoulderX = params.shoulderWidthM / 2 - 0.032;
  const shoulder = side((s): Vec3 => [s * shoulderX, h * 0.812, -0.012]);
  // Arms hang ~13° out from the body and bend slightly at the elbow, so the waist
  // and hip silhouette stays clear of them in front and back views.
  const elbow = side(
    (s): Vec3 => along(shoulder[s === 1 ? 'left' : 'right'], [s * 0.3, -1, -0.02], h * 0.186),
  );
  const wrist = side(
    (s): Vec3 => along(elbow[s === 1 ? 'left' : 'right'], [s * 0.34, -1, 0.1], h * 0.146),
  );
  const fingertips = side(
    (s): Vec3 => along(wrist[s === 1 ? 'left' : 'right'], [s * 0.26, -1, 0.06], h * 0.108),
  );
  const hipX = params.hipWidthM * 0.235;
  const hip = side((s): Vec3 => [s * hipX, h * 0.525, 0]);
  const knee = side((s): Vec3 => [s * (hipX + 0.012), h * 0.285, 0.012]);
  const ankle = side((s): Vec3 => [s * (hipX + 0.024), h * 0.043, -0.005]);
  const heel = side((s): Vec3 => [s * (hipX + 0.024), 0.012, -0.048]);
  const toe = side((s): Vec3 => [s * (hipX + 0.045), 0.014, 0.17 * (h / 1.66)]);
  return {
    heightM: h,
    headScale,
    headCenter,
    neckBase: [0, h * 0.818, -0.02],
    shoulder,
    elbow,
    wrist,
    fingertips,
    hip,
    knee,
    ankle,
    heel,
    toe,
  };
}
