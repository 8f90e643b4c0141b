import { EYE } from './head.ts';
import type { LipShape } from './lips.ts';
import { clamp01, smoothstep } from './sdf.ts';

/** Painted face details at a canonical face point, each as a coverage 0..1. */
export interface FacePaint {
  /** Inside the eye opening (sclera and iris shown). */
  eyeOpening: number;
  /** Iris within the opening, and the pupil within the iris. */
  iris: number;
  pupil: number;
  /** Upper lash line and the lid crease above it. */
  lash: number;
  crease: number;
  brow: number;
  /** The dark line between the lips. */
  mouthLine: number;
  /** Warmth over the cheeks. */
  blush: number;
}

export const newFacePaint = (): FacePaint => ({
  eyeOpening: 0,
  iris: 0,
  pupil: 0,
  lash: 0,
  crease: 0,
  brow: 0,
  mouthLine: 0,
  blush: 0,
});

/** Upper and lower lid lines of the eye opening at t (−1 inner corner … 1 outer corner). */
export function eyelidY(t: number): { upper: number; lower: number } {
  const open = clamp01(1 - t * t);
  return {
    upper: EYE.y + 0.0058 * open ** 0.72 + 0.0009 * t,
    lower: EYE.y - 0.0039 * open ** 0.85 + 0.0007 * t,
  };
}

/** A band of half-thickness `half` around 0, antialiased over `fw`. */
const band = (offset: number, half: number, fw: number): number =>
  1 - smoothstep(half - fw, half + fw, Math.abs(offset));

/**
 * Paint at canonical (x, y) on the front of the face; `fw` is the antialiasing
 * width (a pixel's footprint in canonical metres).
 */
export function paintFace(x: number, y: number, lips: LipShape, fw: number, out: FacePaint): void {
  const ax = Math.abs(x);
  const w = Math.max(fw, 0.0002);

  const t = (ax - EYE.x) / EYE.halfWidth;
  const lid = eyelidY(Math.max(-1, Math.min(1, t)));
  const inside = Math.min(lid.upper - y, y - lid.lower, (1 - Math.abs(t)) * EYE.halfWidth);
  out.eyeOpening = smoothstep(-w, w, inside);
  const irisDist = Math.hypot(ax - EYE.x - 0.0004, y - EYE.y + 0.0002);
  out.iris = 1 - smoothstep(EYE.irisRadius - w, EYE.irisRadius + w, irisDist);
  out.pupil = 1 - smoothstep(0.0024 - w, 0.0024 + w, irisDist);
  const lashHalf = 0.00045 + 0.0006 * smoothstep(-0.6, 0.9, t);
  out.lash = Math.abs(t) < 1.12 ? band(y - lid.upper - lashHalf * 0.6, lashHalf, w) : 0;
  const creaseY = lid.upper + 0.0042 * clamp01(1 - t * t) ** 0.5 + 0.0012;
  out.crease = Math.abs(t) < 1 ? band(y - creaseY, 0.0005, w) * clamp01(1 - t * t) : 0;

  const browT = (ax - 0.035) / 0.021;
  const browY =
    EYE.y + 0.0178 + 0.0042 * clamp01(1 - (browT - 0.1) ** 2) - 0.002 * Math.max(0, browT) ** 2;
  const browHalf = 0.0021 * (1 - 0.55 * smoothstep(-0.2, 1, browT)) + 0.0004;
  const browEnds = smoothstep(-1.05, -0.85, browT) * (1 - smoothstep(0.9, 1.05, browT));
  out.brow = band(y - browY, browHalf, w) * browEnds;

  const mt = x / lips.halfWidth;
  if (Math.abs(mt) < 1) {
    const line = lips.mouthY + lips.stomion(mt);
    const half = lips.halfGap(mt) + 0.0003 * clamp01(1 - mt * mt);
    out.mouthLine = band(y - line, half, w) * smoothstep(1, 0.85, Math.abs(mt));
  } else {
    out.mouthLine = 0;
  }

  const cheek = Math.hypot((ax - 0.043) / 0.022, (y + 0.03) / 0.017);
  out.blush = 1 - smoothstep(0.2, 1, cheek);
}
