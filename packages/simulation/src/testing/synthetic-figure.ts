import {
  BODY_LANDMARK_NAMES,
  type BodyLandmarkName,
  type Landmark,
  type PersonMask,
  type RgbaImage,
  type SubjectAnalysis,
} from '@afterlook/domain';

/**
 * A flat, shaded figure drawn from ellipses and capsules with exactly known landmarks
 * and mask, for the engine's tests (the mannequin renders the realistic ones).
 * Proportions follow the same adult averages the engine assumes, in units of the
 * shoulder-landmark distance `shoulderWidth`.
 */
export interface SyntheticFigureOptions {
  readonly width: number;
  readonly height: number;
  readonly view: 'front' | 'back';
  /** Midline x and shoulder-line y, pixels. */
  readonly centreX: number;
  readonly shoulderY: number;
  readonly shoulderWidth: number;
  /** Arm angle out from vertical, radians (0.23 ≈ relaxed A-pose). */
  readonly armSpread?: number;
  /** Shoulder line tilt, radians (positive: image-right shoulder lower). */
  readonly tilt?: number;
  /** False: only the mask and landmarks matter (the image stays blank), which is much faster. */
  readonly paint?: boolean;
}

export interface SyntheticFigure {
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
}

const TORSO_PER_SHOULDER = 1.46;
/** [level t below the shoulders in torso lengths, half-width in shoulder widths] */
const OUTLINE: readonly (readonly [number, number])[] = [
  [-0.08, 0.16],
  [0.02, 0.42],
  [0.2, 0.44],
  [0.4, 0.44],
  [0.55, 0.42],
  [0.68, 0.4],
  [0.85, 0.5],
  [1.03, 0.57],
  [1.2, 0.55],
  [1.3, 0.5],
];

export function syntheticFigure(options: SyntheticFigureOptions): SyntheticFigure {
  const { width, height, view, centreX, shoulderY, shoulderWidth: sw } = options;
  const spread = options.armSpread ?? 0.23;
  const tilt = options.tilt ?? 0;
  const tl = TORSO_PER_SHOULDER * sw;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  // Body coordinates (a across in px from the midline, b down in px from the shoulder line) → image.
  const toImage = (a: number, b: number) => ({
    x: centreX + a * cos - b * sin,
    y: shoulderY + a * sin + b * cos,
  });
  const toBody = (x: number, y: number) => {
    const dx = x - centreX;
    const dy = y - shoulderY;
    return { a: dx * cos + dy * sin, b: -dx * sin + dy * cos };
  };
  const halfWidth = (t: number): number => outlineAt(t) * sw;
  const breastBulge = (t: number): number =>
    view === 'front' ? 0.035 * sw * Math.max(0, 1 - ((t - 0.36) / 0.1) ** 2) : 0;
  const armSegs = [-1, 1].map((s) => {
    const shoulder = { a: s * 0.5 * sw, b: 0 };
    const elbow = {
      a: shoulder.a + s * Math.sin(spread) * 0.85 * tl,
      b: 0.85 * tl * Math.cos(spread),
    };
    const wrist = {
      a: elbow.a + s * Math.sin(spread * 1.3) * 0.68 * tl,
      b: elbow.b + 0.68 * tl * Math.cos(spread * 1.3),
    };
    return { shoulder, elbow, wrist };
  });
  const hipA = 0.27 * sw;
  const legRadius = 0.2 * sw;

  const distance = (x: number, y: number): number => {
    const { a, b } = toBody(x, y);
    const t = b / tl;
    let d = Number.POSITIVE_INFINITY;
    if (t >= -0.08 && t <= 1.3) d = Math.abs(a) - halfWidth(t) - breastBulge(t);
    for (const arm of armSegs) {
      d = Math.min(d, capsule(a, b, arm.shoulder, arm.elbow, 0.11 * sw));
      d = Math.min(d, capsule(a, b, arm.elbow, arm.wrist, 0.085 * sw));
    }
    for (const s of [-1, 1]) {
      d = Math.min(
        d,
        capsule(a, b, { a: s * hipA, b: 1.1 * tl }, { a: s * 0.3 * sw, b: 3.2 * tl }, legRadius),
      );
    }
    d = Math.min(d, Math.hypot(a, b + 0.45 * sw) - 0.3 * sw);
    d = Math.min(d, capsule(a, b, { a: 0, b: -0.4 * sw }, { a: 0, b: 0 }, 0.14 * sw));
    return d;
  };

  const data = new Uint8ClampedArray(width * height * 4);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = distance(x + 0.5, y + 0.5);
      const cover = Math.min(1, Math.max(0, 0.5 - d));
      const o = y * width + x;
      mask[o] = Math.round(cover * 255);
      if (options.paint === false) continue;
      const bg = background(x, y, height);
      const skin = skinAt(x + 0.5, y + 0.5, d, toBody, tl, sw, view);
      data[o * 4] = bg[0] + (skin[0] - bg[0]) * cover;
      data[o * 4 + 1] = bg[1] + (skin[1] - bg[1]) * cover;
      data[o * 4 + 2] = bg[2] + (skin[2] - bg[2]) * cover;
      data[o * 4 + 3] = 255;
    }
  }

  const points: Partial<Record<BodyLandmarkName, { a: number; b: number }>> = {
    nose: { a: 0, b: -0.45 * sw },
    left_shoulder: { a: 0.5 * sw, b: 0 },
    right_shoulder: { a: -0.5 * sw, b: 0 },
    left_elbow: armSegs[1]?.elbow,
    right_elbow: armSegs[0]?.elbow,
    left_wrist: armSegs[1]?.wrist,
    right_wrist: armSegs[0]?.wrist,
    left_hip: { a: hipA, b: tl },
    right_hip: { a: -hipA, b: tl },
    left_knee: { a: 0.29 * sw, b: 2.1 * tl },
    right_knee: { a: -0.29 * sw, b: 2.1 * tl },
  };
  // Front view: the subject's left is on the image right; from behind it is on the left.
  const mirror = view === 'front' ? 1 : -1;
  const body: Landmark[] = BODY_LANDMARK_NAMES.map((name) => {
    const p = points[name];
    if (!p) return { x: centreX, y: shoulderY, visibility: 0 };
    const q = toImage(mirror * p.a, p.b);
    return { x: q.x, y: q.y, visibility: 0.99 };
  });
  const personMask: PersonMask = { width, height, data: mask };
  return { image: { width, height, data }, subject: { body, mask: personMask, face: null } };
}

function outlineAt(t: number): number {
  const first = OUTLINE[0] as readonly [number, number];
  if (t <= first[0]) return first[1];
  for (let k = 1; k < OUTLINE.length; k++) {
    const [t1, w1] = OUTLINE[k] as readonly [number, number];
    const [t0, w0] = OUTLINE[k - 1] as readonly [number, number];
    if (t <= t1) {
      const u = (t - t0) / (t1 - t0);
      return w0 + (w1 - w0) * (0.5 - 0.5 * Math.cos(Math.PI * u));
    }
  }
  return (OUTLINE[OUTLINE.length - 1] as readonly [number, number])[1];
}

function capsule(
  a: number,
  b: number,
  p: { a: number; b: number },
  q: { a: number; b: number },
  r: number,
): number {
  const va = q.a - p.a;
  const vb = q.b - p.b;
  const h = Math.min(1, Math.max(0, ((a - p.a) * va + (b - p.b) * vb) / (va * va + vb * vb)));
  return Math.hypot(a - p.a - va * h, b - p.b - vb * h) - r;
}

/** A studio backdrop with a soft gradient and faint texture, so moved background shows in tests. */
function background(x: number, y: number, height: number): [number, number, number] {
  const g = 200 - (40 * y) / height + 6 * Math.sin(x * 0.21) * Math.sin(y * 0.17);
  return [g, g + 4, g + 10];
}

function skinAt(
  x: number,
  y: number,
  d: number,
  toBody: (x: number, y: number) => { a: number; b: number },
  tl: number,
  sw: number,
  view: 'front' | 'back',
): [number, number, number] {
  const { a, b } = toBody(x, y);
  // Rim darkening reads as a rounded, clay-like body.
  const depth = Math.min(1, Math.max(0, -d / (0.12 * sw)));
  let shade = 0.62 + 0.38 * Math.sqrt(depth);
  if (view === 'front') {
    for (const s of [-1, 1]) {
      const nx = (a - s * 0.26 * sw) / (0.19 * sw);
      const ny = (b - 0.34 * tl) / (0.19 * sw);
      const r2 = nx * nx + ny * ny;
      if (r2 < 1) shade *= 1 - 0.22 * Math.max(0, ny) * (1 - r2) ** 0.5 + 0.08 * (1 - r2);
    }
    if (Math.hypot(a, b - 0.75 * tl) < 0.02 * sw) shade *= 0.7;
  } else {
    if (Math.abs(a) < 0.012 * sw && b > 1.0 * tl && b < 1.35 * tl) shade *= 0.75;
    if (Math.abs(a) < 0.01 * sw && b > 0.1 * tl && b < 0.9 * tl) shade *= 0.9;
  }
  return [222 * shade, 176 * shade, 150 * shade];
}
