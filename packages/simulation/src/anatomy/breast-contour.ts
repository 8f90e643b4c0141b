import type { RgbaImage } from '@afterlook/domain';
import type { Point } from '../types.ts';
import { type BodyFrame, midlineX } from './body-frame.ts';
import type { MaskView } from './mask-view.ts';
import { PERSON } from './mask-view.ts';
import type { Side } from './silhouette-edges.ts';
import { silhouetteEdge } from './silhouette-edges.ts';

/**
 * The band below the shoulder line (torso lengths) in which a breast's lower
 * contour can lie: from above the highest small, high-set breast to below a
 * grade III ptotic one.
 */
const BAND_TOP = 0.2;
const BAND_BOTTOM = 0.62;
/** Columns searched, from the sternum out, in shoulder widths. */
const MEDIAL_START = 0.04;
const LATERAL_LIMIT = 0.5;
/** An edge weaker than this share of the band's strong edges is shading, not a contour. */
const EDGE_SHARE = 0.4;

/** One breast's lower contour as measured in the photo. */
export interface BreastContour {
  /** Lowest point of the lower contour (the lower pole, image y). */
  readonly poleY: number;
  /** The traced lower contour, one point per column where it was found. */
  readonly points: readonly Point[];
}

/**
 * Finds a breast's lower contour in the photo: below a breast the skin turns away
 * from the light (the shadow of the fold) and any swimsuit or bra ends, so the
 * lowest strong vertical luminance edge of each column in the chest band traces
 * the lower pole's outline: the U-shaped curve itself (the breast model is fitted
 * to it near the pole, where neither the arm nor a garment hides it) and its lowest
 * point, the lower pole. Returns null when no clear contour is found (the caller falls back to the
 * landmarks' average placement).
 */
export function measureBreastContour(
  image: RgbaImage,
  frame: BodyFrame,
  mask: MaskView,
  side: Side,
): BreastContour | null {
  const sw = frame.shoulderWidth;
  const { width, height, data } = image;
  const y0 = Math.max(1, Math.round(frame.shoulderMid.y + BAND_TOP * frame.torsoLength));
  const y1 = Math.min(
    height - 2,
    Math.round(frame.shoulderMid.y + BAND_BOTTOM * frame.torsoLength),
  );
  if (y1 - y0 < 8) return null;
  const midAt = (y: number) => midlineX(frame, y);
  const edge = silhouetteEdge(mask, frame, frame.shoulderMid.y + 0.35 * frame.torsoLength, side);
  const reach = Math.min(
    LATERAL_LIMIT * sw,
    edge ? edge.halfWidth - 0.02 * sw : LATERAL_LIMIT * sw,
  );
  const step = Math.max(1, Math.round(sw / 90));
  const offsets: number[] = [];
  for (let a = MEDIAL_START * sw; a <= reach; a += step) offsets.push(a);
  if (offsets.length < 8) return null;
  const smooth = Math.max(1, Math.round(sw / 150));
  const d = Math.max(1, Math.round(sw / 110));
  const rows = y1 - y0 + 1;
  const lum = new Float32Array(rows);
  const grad = new Float32Array(rows);
  const columns: Float32Array[] = [];
  const peaks: number[] = [];
  for (const a of offsets) {
    const column = new Float32Array(rows);
    for (let r = 0; r < rows; r++) {
      const y = y0 + r;
      const x = Math.round(midAt(y) + side * a);
      if (x < 0 || x >= width || mask.at(x, y) < PERSON) {
        lum[r] = Number.NaN;
        continue;
      }
      let sum = 0;
      for (let q = -smooth; q <= smooth; q++) {
        const o = (x + q + y * width) * 4;
        sum += 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0);
      }
      lum[r] = sum / (2 * smooth + 1);
    }
    let peak = 0;
    for (let r = 0; r < rows; r++) {
      const up = lum[Math.max(0, r - d)] as number;
      const down = lum[Math.min(rows - 1, r + d)] as number;
      const g = Math.abs(down - up);
      grad[r] = Number.isFinite(g) ? g : 0;
      peak = Math.max(peak, grad[r] as number);
    }
    column.set(grad);
    columns.push(column);
    peaks.push(peak);
  }
  const sorted = [...peaks].sort((p, q) => p - q);
  const strong = sorted[Math.floor(0.9 * (sorted.length - 1))] as number;
  if (strong < 6) return null;
  const threshold = EDGE_SHARE * strong;
  // The lowest strong edge of each column, refined to its local maximum.
  const low = offsets.map((_, c) => {
    const g = columns[c] as Float32Array;
    for (let r = rows - 1 - d; r >= d; r--) {
      if ((g[r] as number) < threshold) continue;
      let best = r;
      for (let q = r - 1; q >= Math.max(0, r - 2 * d); q--) {
        if ((g[q] as number) > (g[best] as number)) best = q;
      }
      return y0 + best;
    }
    return Number.NaN;
  });
  const ys = medianFilter(low, 2);
  let vertex = -1;
  for (let c = 0; c < ys.length; c++) {
    const y = ys[c] as number;
    if (!Number.isNaN(y) && (vertex < 0 || y > (ys[vertex] as number))) vertex = c;
  }
  if (vertex < 0) return null;
  const poleY = ys[vertex] as number;
  const points: Point[] = [];
  for (const [c, y] of ys.entries()) {
    if (!Number.isNaN(y)) points.push({ x: midAt(y) + side * (offsets[c] as number), y });
  }
  return { poleY, points };
}

function medianFilter(values: readonly number[], radius: number): number[] {
  return values.map((v, k) => {
    if (Number.isNaN(v)) return v;
    const near: number[] = [];
    for (let q = Math.max(0, k - radius); q <= Math.min(values.length - 1, k + radius); q++) {
      const w = values[q] as number;
      if (!Number.isNaN(w)) near.push(w);
    }
    near.sort((p, q) => p - q);
    return near[near.length >> 1] as number;
  });
}
