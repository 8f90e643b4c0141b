import type { FigureParams } from './figure-params.ts';
import { monotoneSpline } from './monotone-spline.ts';
import { lerp } from './sdf.ts';

/** One cross-section measure as a function of height y, metres. */
export type HeightCurve = (y: number) => number;

/**
 * The torso as a loft of horizontal cross-sections from crotch to neck: each
 * section is an ellipse of half-width `halfWidth` (the front-view silhouette),
 * stretched forward by `front` and backward by `back` from a centre line at `centerZ`.
 * Waist, hips, flanks and lower abdomen are read straight off these curves.
 */
export interface TorsoProfile {
  readonly bottomY: number;
  readonly topY: number;
  readonly halfWidth: HeightCurve;
  readonly front: HeightCurve;
  readonly back: HeightCurve;
  readonly centerZ: HeightCurve;
  /** Heights of named levels, metres. */
  readonly levels: TorsoLevels;
}

export interface TorsoLevels {
  readonly crotch: number;
  readonly hip: number;
  readonly lowerAbdomen: number;
  readonly navel: number;
  readonly waist: number;
  readonly underBust: number;
  readonly chest: number;
  readonly armpit: number;
}

/** Half the chest breadth at bust level, from the shoulder breadth. */
export const chestHalfWidth = (params: FigureParams): number => params.shoulderWidthM * 0.385;

export function buildTorsoProfile(params: FigureParams): TorsoProfile {
  const h = params.heightM;
  const hip = params.hipWidthM / 2;
  const waist = params.waistWidthM / 2;
  const chest = chestHalfWidth(params);
  const abdomen = params.lowerAbdomenCm / 100;
  const flank = params.flankCm / 100;
  // Fuller builds are deeper as well as wider.
  const depth = 0.6 + 0.4 * (params.waistWidthM / 0.27);
  // [height fraction, half-width, front depth, back depth, centre z]
  const rows: readonly (readonly [number, number, number, number, number])[] = [
    [0.452, hip * 0.74, 0.05 * depth, 0.055, 0],
    [0.49, hip * 0.955, 0.068 * depth, 0.07, 0],
    [0.515, hip, 0.074 * depth, 0.074, 0],
    [0.545, hip * 0.965, (0.074 + abdomen * 0.55) * depth, 0.071, 0.003],
    [
      0.57,
      lerp(hip, waist, 0.45) + flank * 0.6,
      (0.074 + abdomen) * depth,
      0.067 + flank * 0.3,
      0.006,
    ],
    [
      0.595,
      lerp(hip, waist, 0.8) + flank,
      (0.072 + abdomen * 0.5) * depth,
      0.065 + flank * 0.4,
      0.01,
    ],
    [0.62, waist + flank * 0.35, (0.07 + abdomen * 0.1) * depth, 0.066, 0.012],
    [0.655, waist * 1.04 + 0.004, 0.074 * depth, 0.071, 0.01],
    [0.7, chest * 0.95, 0.083, 0.081, 0.004],
    [0.74, chest, 0.087, 0.086, 0],
    [0.775, chest * 0.98, 0.082, 0.088, -0.004],
    [0.8, chest * 0.86, 0.066, 0.078, -0.01],
    [0.828, chest * 0.5, 0.042, 0.052, -0.02],
    // Closes into a dome under the neck instead of ending in a flat cap.
    [0.845, chest * 0.12, 0.012, 0.014, -0.024],
  ];
  const ys = rows.map((r) => r[0] * h);
  const curve = (column: 1 | 2 | 3 | 4) =>
    monotoneSpline(
      ys,
      rows.map((r) => r[column]),
    );
  return {
    bottomY: ys[0] as number,
    topY: ys[ys.length - 1] as number,
    halfWidth: curve(1),
    front: curve(2),
    back: curve(3),
    centerZ: curve(4),
    levels: {
      crotch: 0.465 * h,
      hip: 0.515 * h,
      lowerAbdomen: 0.565 * h,
      navel: 0.598 * h,
      waist: 0.62 * h,
      underBust: 0.712 * h,
      chest: 0.74 * h,
      armpit: 0.775 * h,
    },
  };
}

/** Z of the torso's front (side = 1) or back (side = -1) surface at (x, y); NaN outside it. */
export function torsoSurfaceZ(profile: TorsoProfile, x: number, y: number, side: 1 | -1): number {
  const a = profile.halfWidth(y);
  const u = x / a;
  if (Math.abs(u) >= 1) return Number.NaN;
  const depth = side === 1 ? profile.front(y) : profile.back(y);
  return profile.centerZ(y) + side * depth * Math.sqrt(1 - u * u);
}
