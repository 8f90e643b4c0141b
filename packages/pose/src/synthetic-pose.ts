import {
  BODY_LANDMARK_NAMES,
  type BodyLandmarkName,
  type BodyLandmarks,
  type Landmark,
} from '@afterlook/domain';

/**
 * MediaPipe-like pose landmarks of a synthetic person, the stand-in for recorded
 * detections in tests: a 3D skeleton with adult proportions (fractions of stature from
 * anthropometric tables) is posed, turned about the vertical axis, and projected through
 * a pinhole camera lying on a waist-high table, as in the scan. Visibility follows what
 * the detector reports: high for points facing the camera, low for points turned away
 * or outside the frame.
 */
export interface SyntheticPoseOptions {
  /** Frame in pixels; the scan's camera is square. */
  readonly frame?: { readonly width: number; readonly height: number };
  readonly statureM?: number;
  /** Camera to the body's vertical axis. */
  readonly distanceM?: number;
  /** Sideways offset of the body's axis, positive to the image's right. */
  readonly offsetM?: number;
  readonly cameraHeightM?: number;
  readonly verticalFovDeg?: number;
  /** Body yaw: 0 faces the camera, positive turned to the person's own left, 180 the back. */
  readonly yawDeg?: number;
  /** Head yaw relative to the body, same sign. */
  readonly headYawDeg?: number;
  /** Head tilted towards the person's left shoulder, degrees. */
  readonly headRollDeg?: number;
  /** Left shoulder raised (negative: lowered), degrees of the shoulder line. */
  readonly shoulderTiltDeg?: number;
  /** Upper body leaning to the person's left about the hips, degrees. */
  readonly leanDeg?: number;
  readonly arms?: ArmPose;
  /** Multipliers of the average shoulder and hip widths (builds vary about ±12%). */
  readonly build?: { readonly shoulders?: number; readonly hips?: number };
  /**
   * Share of the frontal width detectors keep between a hidden shoulder (or hip) and the
   * visible one in profile instead of collapsing them; 0.2–0.4 in real detections.
   */
  readonly profileSpread?: number;
  /** Gaussian jitter of pixel positions and visibilities, reproducible by seed. */
  readonly noise?: { readonly seed: number; readonly px?: number; readonly visibility?: number };
}

/** Away: abducted ≈ 20°. Relaxed: hanging against the waist. Hips: hands on the hips. */
export type ArmPose = 'away' | 'relaxed' | 'crossed' | 'hips' | 'raised';

/** A body-frame vector in metres: l to the person's left, u up, f forward. */
interface Local {
  readonly l: number;
  readonly u: number;
  readonly f: number;
}

type Kind = 'nose' | 'face' | 'ear' | 'limb';

interface BodyPoint {
  readonly at: Local;
  /** Outward surface direction, for visibility. */
  readonly normal: Local;
  readonly kind: Kind;
}

const v = (l: number, u: number, f: number): Local => ({ l, u, f });
const add = (a: Local, b: Local): Local => v(a.l + b.l, a.u + b.u, a.f + b.f);
const scale = (a: Local, k: number): Local => v(a.l * k, a.u * k, a.f * k);
const unit = (a: Local): Local => scale(a, 1 / Math.hypot(a.l, a.u, a.f));
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Turn about the vertical axis towards the person's left: forward swings into left. */
const yawed = (p: Local, deg: number): Local => {
  const [c, s] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  return v(p.l * c + p.f * s, p.u, -p.l * s + p.f * c);
};
/** Tilt in the frontal plane; positive moves the top towards the person's left. */
const rolled = (p: Local, deg: number): Local => {
  const [c, s] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  return v(p.l * c + p.u * s, -p.l * s + p.u * c, p.f);
};

/** Face points relative to the head's centre, in stature units (eye 0.936, nose tip 0.915). */
const FACE: Partial<Record<BodyLandmarkName, readonly [number, number, number]>> = {
  nose: [0, -0.01, 0.058],
  left_eye_inner: [0.009, 0.011, 0.05],
  left_eye: [0.0185, 0.011, 0.046],
  left_eye_outer: [0.028, 0.011, 0.04],
  right_eye_inner: [-0.009, 0.011, 0.05],
  right_eye: [-0.0185, 0.011, 0.046],
  right_eye_outer: [-0.028, 0.011, 0.04],
  left_ear: [0.045, 0, -0.005],
  right_ear: [-0.045, 0, -0.005],
  mouth_left: [0.013, -0.03, 0.048],
  mouth_right: [-0.013, -0.03, 0.048],
};
const HEAD_CENTRE = v(0, 0.925, 0.012);
const HIP_HEIGHT = 0.53;
/**
 * Shoulder and hip landmark spacing of an average build, stature 1, where MediaPipe puts
 * those points (thresholds.ts: frontal widths 0.68 and 0.40 torso heights of 0.29).
 */
const SHOULDER_WIDTH = 0.197;
const HIP_WIDTH = 0.116;

/** One arm's elbow and wrist for a pose, side +1 left / -1 right, in stature units. */
function arm(shoulder: Local, side: number, pose: ArmPose): { elbow: Local; wrist: Local } {
  const [upper, fore] = [0.186, 0.146];
  const along = (from: Local, abductionDeg: number, length: number, forward = 0): Local =>
    add(
      from,
      scale(
        unit(v(side * Math.sin(rad(abductionDeg)), -Math.cos(rad(abductionDeg)), forward)),
        length,
      ),
    );
  switch (pose) {
    case 'away': {
      const elbow = along(shoulder, 20, upper);
      return { elbow, wrist: along(elbow, 22, fore) };
    }
    case 'relaxed': {
      const elbow = add(shoulder, v(-side * 0.006, -upper, -0.01));
      return { elbow, wrist: add(elbow, v(side * 0.004, -fore, 0.015)) };
    }
    case 'crossed': {
      const elbow = add(shoulder, v(-side * 0.006, -upper, 0.01));
      return { elbow, wrist: v(-side * 0.05, elbow.u + 0.03, 0.13) };
    }
    case 'hips': {
      const elbow = along(shoulder, 50, upper, -0.15);
      return { elbow, wrist: v(side * 0.085, 0.6, 0.02) };
    }
    case 'raised': {
      const elbow = along(shoulder, 150, upper);
      return { elbow, wrist: along(elbow, 170, fore) };
    }
  }
}

/** The 33 points of a standing person in the body frame, stature 1. */
function skeleton(options: SyntheticPoseOptions): Map<BodyLandmarkName, BodyPoint> {
  const points = new Map<BodyLandmarkName, BodyPoint>();
  const shoulderHalf = (SHOULDER_WIDTH / 2) * (options.build?.shoulders ?? 1);
  const hipHalf = (HIP_WIDTH / 2) * (options.build?.hips ?? 1);
  const tilt = Math.tan(rad(options.shoulderTiltDeg ?? 0)) * shoulderHalf;
  const head = (p: Local): Local =>
    add(HEAD_CENTRE, yawed(rolled(p, options.headRollDeg ?? 0), options.headYawDeg ?? 0));
  const headDirection = (p: Local): Local =>
    yawed(rolled(p, options.headRollDeg ?? 0), options.headYawDeg ?? 0);

  for (const [name, offset] of Object.entries(FACE) as [
    BodyLandmarkName,
    readonly [number, number, number],
  ][]) {
    const [l, u, f] = offset;
    const side = Math.sign(l);
    const kind: Kind = name.endsWith('_ear') ? 'ear' : name === 'nose' ? 'nose' : 'face';
    const normal =
      kind === 'ear' ? v(side, 0, 0) : name === 'nose' ? v(0, 0, 1) : unit(v(0.6 * side, 0, 1));
    points.set(name, { at: head(v(l, u, f)), normal: headDirection(normal), kind });
  }
  for (const [prefix, side] of [
    ['left', 1],
    ['right', -1],
  ] as const) {
    const limb = (name: string, at: Local): void => {
      points.set(`${prefix}_${name}` as BodyLandmarkName, {
        at,
        normal: v(side, 0, 0),
        kind: 'limb',
      });
    };
    const shoulder = v(side * shoulderHalf, 0.818 + side * tilt, 0);
    const { elbow, wrist } = arm(shoulder, side, options.arms ?? 'away');
    const hand = unit(add(wrist, scale(elbow, -1)));
    limb('shoulder', shoulder);
    limb('elbow', elbow);
    limb('wrist', wrist);
    limb('pinky', add(add(wrist, scale(hand, 0.08)), v(side * 0.012, 0, -0.01)));
    limb('index', add(wrist, scale(hand, 0.09)));
    limb('thumb', add(add(wrist, scale(hand, 0.05)), v(0, 0, 0.02)));
    limb('hip', v(side * hipHalf, HIP_HEIGHT, 0));
    limb('knee', v(side * 0.068, 0.285, 0.008));
    limb('ankle', v(side * 0.06, 0.039, -0.008));
    limb('heel', v(side * 0.06, 0.012, -0.035));
    limb('foot_index', v(side * 0.075, 0.008, 0.11));
  }
  const lean = options.leanDeg ?? 0;
  if (lean === 0) return points;
  // Lean the upper body about the hips' midpoint.
  const pivot = v(0, HIP_HEIGHT, 0);
  for (const [name, point] of points) {
    if (point.at.u <= HIP_HEIGHT + 1e-9) continue;
    const at = add(pivot, rolled(add(point.at, scale(pivot, -1)), lean));
    points.set(name, { ...point, at });
  }
  return points;
}

/** Piecewise-linear visibility: `high` at or above `from`, `low` at or below `to`. */
const ramp = (d: number, from: number, to: number, high: number, low: number): number =>
  d >= from ? high : d <= to ? low : low + ((d - to) / (from - to)) * (high - low);

/** Detector-like visibility for a surface facing `d` (cosine) towards the camera. */
const VISIBILITY: Record<Kind, (d: number) => number> = {
  // The nose tip stays in view in profile and vanishes once the head turns ≳ 100°.
  nose: (d) => ramp(d, -0.05, -0.3, 0.97, 0.05),
  // Eyes and mouth corners (normals ≈ 30° to their side) vanish past ≈ 85° from the camera.
  face: (d) => ramp(d, 0.15, -0.1, 0.97, 0.05),
  // An ear is hidden once the head turns ≳ 25° away from it.
  ear: (d) => ramp(d, -0.35, -0.6, 0.95, 0.08),
  // Joints stay visible through the body's outline until nearly in profile.
  limb: (d) => ramp(d, -0.75, -0.98, 0.96, 0.2),
};

/** Seeded uniform generator (mulberry32), so noisy sets are reproducible. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Synthetic landmarks for one frame, in image pixels, ordered as BODY_LANDMARK_NAMES. */
export function syntheticPose(options: SyntheticPoseOptions = {}): BodyLandmarks {
  const { width, height } = options.frame ?? { width: 720, height: 720 };
  const stature = options.statureM ?? 1.65;
  const distance = options.distanceM ?? 2.2;
  const cameraHeight = options.cameraHeightM ?? 0.8;
  const yaw = options.yawDeg ?? 0;
  const focal = height / 2 / Math.tan(rad(options.verticalFovDeg ?? 55) / 2);
  const next = random(options.noise?.seed ?? 1);
  const gauss = (sigma: number): number =>
    sigma * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

  /** Body frame (stature units) to camera space: X right, Y up, Z away from the camera. */
  const world = (p: Local) => {
    const turned = yawed(scale(p, stature), yaw);
    return { X: (options.offsetM ?? 0) + turned.l, Y: turned.u, Z: distance - turned.f };
  };
  const points = skeleton(options);
  const hipZ = distance;
  const projected = new Map<BodyLandmarkName, Landmark & { depth: number }>();
  for (const [name, point] of points) {
    const { X, Y, Z } = world(point.at);
    const x = width / 2 + (focal * X) / Z;
    const y = height / 2 - (focal * (Y - cameraHeight)) / Z;
    const normal = yawed(point.normal, yaw);
    // Cosine between the surface normal and the direction to the camera, in camera space
    // (the body's l is X, u is Y, f is -Z; the camera sits at (0, cameraHeight, 0)).
    const toCamera = unit(v(-X, cameraHeight - Y, -Z));
    const facing = normal.l * toCamera.l + normal.u * toCamera.u - normal.f * toCamera.f;
    const inFrame = x >= 0 && x <= width && y >= 0 && y <= height;
    const visibility = VISIBILITY[point.kind](facing) * (inFrame ? 1 : 0.15);
    projected.set(name, { x, y, z: ((Z - hipZ) * focal) / distance, visibility, depth: Z });
  }
  spreadInProfile(
    projected,
    options.profileSpread ?? 0.25,
    yaw,
    (focal * stature) / distance,
    options,
  );

  const jitterPx = options.noise?.px ?? 0;
  const jitterVisibility = options.noise?.visibility ?? 0;
  return BODY_LANDMARK_NAMES.map((name) => {
    const { x, y, z, visibility } = projected.get(name) as Landmark;
    return {
      x: x + gauss(jitterPx),
      y: y + gauss(jitterPx),
      z: z ?? 0,
      visibility: Math.min(1, Math.max(0, visibility + gauss(jitterVisibility))),
    };
  });
}

/**
 * Detectors do not collapse a shoulder or hip pair to one point in profile: the hidden
 * one stays `spread` of the frontal width behind. Pushing it by spread · sin⁴(yaw) keeps
 * 45° nearly untouched (≈ 0.06) and the width still shrinking monotonically with yaw.
 */
function spreadInProfile(
  points: Map<BodyLandmarkName, Landmark & { depth: number }>,
  spread: number,
  yawDeg: number,
  pixelsPerStature: number,
  options: SyntheticPoseOptions,
): void {
  const push = spread * Math.sin(rad(yawDeg)) ** 4;
  const pairs = [
    ['shoulder', SHOULDER_WIDTH * (options.build?.shoulders ?? 1)],
    ['hip', HIP_WIDTH * (options.build?.hips ?? 1)],
  ] as const;
  for (const [joint, frontalWidth] of pairs) {
    const left = points.get(`left_${joint}`);
    const right = points.get(`right_${joint}`);
    if (!left || !right) continue;
    const [near, far, farName] =
      left.depth <= right.depth
        ? [left, right, `right_${joint}` as const]
        : [right, left, `left_${joint}` as const];
    const away = Math.sign(far.x - near.x) || -Math.sign(Math.sin(rad(yawDeg)));
    points.set(farName, { ...far, x: far.x + away * push * frontalWidth * pixelsPerStature });
  }
}
