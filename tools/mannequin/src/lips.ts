import type { FigureParams } from './figure-params.ts';
import { clamp01 } from './sdf.ts';

/** One outline measure along the mouth, at t = x / halfWidth in [-1, 1]. */
export type LipOutline = (t: number) => number;

/**
 * The lips in the canonical head frame (metres of a 0.225 m head, origin at the
 * head centre, +x the subject's left, +y up). Heights are measured from the
 * stomion line.
 */
export interface LipShape {
  readonly mouthY: number;
  readonly halfWidth: number;
  /** Height of the line where the lips meet, relative to mouthY. */
  readonly stomion: LipOutline;
  /** Half the gap between the parted lips. */
  readonly halfGap: LipOutline;
  /** Vermilion height of the upper / lower lip. */
  readonly upperHeight: LipOutline;
  readonly lowerHeight: LipOutline;
  /** Forward projection of the upper / lower lip over the face. */
  readonly upperProjection: LipOutline;
  readonly lowerProjection: LipOutline;
}

const bell = (t: number, center: number, width: number): number =>
  Math.exp(-(((t - center) / width) ** 2));

export function lipShape(params: FigureParams, headScale: number): LipShape {
  const upper = params.upperLipMm / 1000 / headScale;
  const lower = params.lowerLipMm / 1000 / headScale;
  const taper = (t: number, power: number) => clamp01(1 - t * t) ** power;
  return {
    mouthY: -0.0715,
    halfWidth: 0.0245,
    stomion: (t) => 0.0012 * t * t,
    halfGap: (t) => 0.0005 * taper(t, 0.8),
    // Cupid's bow: two soft peaks either side of a shallow central dip.
    upperHeight: (t) =>
      upper *
      taper(t, 0.62) *
      (1 + 0.13 * (bell(t, 0.24, 0.13) + bell(t, -0.24, 0.13)) - 0.1 * bell(t, 0, 0.09)),
    lowerHeight: (t) => lower * taper(t, 0.5),
    upperProjection: (t) => (0.0022 + upper * 0.42) * taper(t, 0.5),
    lowerProjection: (t) => (0.0026 + lower * 0.42) * taper(t, 0.5),
  };
}

/** Outline heights (relative to the head centre, canonical) of the four lip contours at t. */
export function lipContourY(shape: LipShape, t: number) {
  const base = shape.mouthY + shape.stomion(t);
  const gap = shape.halfGap(t);
  return {
    upperOuter: base + gap + shape.upperHeight(t),
    upperInner: base + gap,
    lowerInner: base - gap,
    lowerOuter: base - gap - shape.lowerHeight(t),
  };
}

const SAMPLES = 65;

/**
 * One lip as the rows of a horizontal loft (see shape.ts lipLoft): at each x its
 * cross-section in y–z is an ellipse spanning the vermilion and bulging forward
 * from the bare face, whose surface depth `faceZ(x, y)` it sits on.
 */
export function lipRows(
  shape: LipShape,
  which: 'upper' | 'lower',
  faceZ: (x: number, y: number) => number,
): Float64Array {
  const rows = new Float64Array(SAMPLES * 4);
  for (let i = 0; i < SAMPLES; i++) {
    const t = -1 + (2 * i) / (SAMPLES - 1);
    const c = lipContourY(shape, t);
    const top = which === 'upper' ? c.upperOuter : c.lowerInner;
    const bottom = which === 'upper' ? c.upperInner : c.lowerOuter;
    const radiusY = Math.max(0.0004, (top - bottom) / 2);
    const centerY = (top + bottom) / 2;
    const projection = which === 'upper' ? shape.upperProjection(t) : shape.lowerProjection(t);
    const radiusZ = Math.max(0.0006, projection * 1.6);
    rows.set(
      [centerY, radiusY, faceZ(t * shape.halfWidth, centerY) + projection - radiusZ, radiusZ],
      i * 4,
    );
  }
  return rows;
}
