import type { FaceLandmarks, Landmark } from '@afterlook/domain';
import { type ForwardField, nodeRange } from '../field/forward-field.ts';
import type { Point } from '../types.ts';
import { smootherstep } from './falloff.ts';

/** One lip contour as its height t at each position s along the mouth (piecewise linear). */
export type LipContour = (s: number) => number;

/** The mouth in its own frame: s along the corner-to-corner axis, t across it (down positive). */
export interface MouthFrame {
  readonly centre: Point;
  readonly axis: Point;
  readonly normal: Point;
  readonly halfWidth: number;
  readonly upperOuter: LipContour;
  readonly upperInner: LipContour;
  readonly lowerInner: LipContour;
  readonly lowerOuter: LipContour;
}

/** The lip contours read as four height profiles; null when they cannot be a mouth. */
export function mouthFrame(face: FaceLandmarks): MouthFrame | null {
  const outer = face.outerLips.filter(finite);
  const inner = face.innerLips.filter(finite);
  if (outer.length < 6 || inner.length < 4) return null;
  let left = outer[0] as Landmark;
  let right = outer[0] as Landmark;
  for (const p of outer) {
    if (p.x < left.x) left = p;
    if (p.x > right.x) right = p;
  }
  const halfWidth = Math.hypot(right.x - left.x, right.y - left.y) / 2;
  if (halfWidth < 6) return null;
  const axis = { x: (right.x - left.x) / (2 * halfWidth), y: (right.y - left.y) / (2 * halfWidth) };
  const normal = { x: -axis.y, y: axis.x };
  const centre = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const local = (p: Landmark): Point => {
    const dx = p.x - centre.x;
    const dy = p.y - centre.y;
    return { x: dx * axis.x + dy * axis.y, y: dx * normal.x + dy * normal.y };
  };
  const outerLocal = outer.map(local);
  const innerLocal = inner.map(local);
  const upperOuter = profile(outerLocal.filter((p) => p.y <= 0));
  const lowerOuter = profile(outerLocal.filter((p) => p.y >= 0));
  const innerMid = innerLocal.reduce((sum, p) => sum + p.y, 0) / innerLocal.length;
  const upperInner = profile(innerLocal.filter((p) => p.y <= innerMid));
  const lowerInner = profile(innerLocal.filter((p) => p.y >= innerMid));
  if (!upperOuter || !lowerOuter || !upperInner || !lowerInner) return null;
  // The vermilion has to have a thickness in the middle of the mouth.
  if (upperInner(0) - upperOuter(0) < 1 || lowerOuter(0) - lowerInner(0) < 1) return null;
  return { centre, axis, normal, halfWidth, upperOuter, upperInner, lowerInner, lowerOuter };
}

/**
 * Lip filler: each lip's vermilion gets fuller. The red of the lip is stretched away
 * from the mouth line (the inner contour stays put, the outer contour moves out by
 * `growth` × the lip's own height), strongest in the middle of the mouth and fading
 * to nothing at the corners; the skin beyond the outline is pushed back smoothly.
 */
export function addLipVolume(field: ForwardField, mouth: MouthFrame, growth: number): void {
  const { grid, ux, uy } = field;
  const { centre, axis, normal, halfWidth } = mouth;
  const upperHeight = mouth.upperInner(0) - mouth.upperOuter(0);
  const lowerHeight = mouth.lowerOuter(0) - mouth.lowerInner(0);
  // Skin above/below the lip absorbs the move over this distance (compression stays under ~45 %).
  const upperBand = Math.max(1.5 * upperHeight, 4.5 * growth * upperHeight);
  const lowerBand = Math.max(1.5 * lowerHeight, 4.5 * growth * lowerHeight);
  let top = 0;
  let bottom = 0;
  for (let s = -halfWidth; s <= halfWidth; s += halfWidth / 16) {
    top = Math.min(top, mouth.upperOuter(s));
    bottom = Math.max(bottom, mouth.lowerOuter(s));
  }
  top -= upperBand + growth * upperHeight;
  bottom += lowerBand + growth * lowerHeight;
  const corners = [-halfWidth, halfWidth].flatMap((s) =>
    [top, bottom].map((t) => ({
      x: centre.x + axis.x * s + normal.x * t,
      y: centre.y + axis.y * s + normal.y * t,
    })),
  );
  for (let s = -0.8; s <= 0.81; s += 0.2) {
    for (const t of [mouth.upperOuter(s * halfWidth), mouth.lowerOuter(s * halfWidth)]) {
      field.controls.push({
        x: centre.x + axis.x * s * halfWidth + normal.x * t,
        y: centre.y + axis.y * s * halfWidth + normal.y * t,
      });
    }
  }
  // The lips corner to corner, their outline before and after: the close-up frames them.
  const at = (s: number, t: number): Point => ({
    x: centre.x + axis.x * s + normal.x * t,
    y: centre.y + axis.y * s + normal.y * t,
  });
  for (let s = -halfWidth; s <= halfWidth * 1.001; s += halfWidth / 10) {
    for (const t of [mouth.upperOuter(s), mouth.lowerOuter(s)]) {
      field.anatomy.push(at(s, t), at(s, t + lipMove(mouth, s, t, growth, upperBand, lowerBand)));
    }
  }
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const range = nodeRange(grid, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
  for (let j = range.j0; j <= range.j1; j++) {
    for (let i = range.i0; i <= range.i1; i++) {
      const dx = i * grid.cell - centre.x;
      const dy = j * grid.cell - centre.y;
      const s = dx * axis.x + dy * axis.y;
      const t = dx * normal.x + dy * normal.y;
      const d = lipMove(mouth, s, t, growth, upperBand, lowerBand);
      if (d === 0) continue;
      const k = j * grid.cols + i;
      ux[k] = (ux[k] ?? 0) + normal.x * d;
      uy[k] = (uy[k] ?? 0) + normal.y * d;
    }
  }
}

/** Move across the mouth axis (negative = up) at mouth coordinates (s, t). */
function lipMove(
  mouth: MouthFrame,
  s: number,
  t: number,
  growth: number,
  upperBand: number,
  lowerBand: number,
): number {
  const along = Math.abs(s) / mouth.halfWidth;
  // Filler follows the lip's own height, fading out just before the corners.
  const envelope = 1 - smootherstep((along - 0.6) / 0.4);
  if (envelope === 0) return 0;
  const ui = mouth.upperInner(s);
  const uo = mouth.upperOuter(s);
  const li = mouth.lowerInner(s);
  const lo = mouth.lowerOuter(s);
  if (t < ui) {
    const height = Math.max(0, ui - uo);
    const move = growth * height * envelope;
    if (move === 0) return 0;
    if (t >= uo) return (-move * (ui - t)) / height;
    return -move * (1 - smootherstep((uo - t) / upperBand));
  }
  if (t > li) {
    const height = Math.max(0, lo - li);
    const move = growth * height * envelope;
    if (move === 0) return 0;
    if (t <= lo) return (move * (t - li)) / height;
    return move * (1 - smootherstep((t - lo) / lowerBand));
  }
  return 0;
}

/** Piecewise-linear t(s) through points sorted by s, flat beyond the ends. */
function profile(points: readonly Point[]): LipContour | null {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  if (sorted.length < 2) return null;
  const sx = sorted.map((p) => p.x);
  const sy = sorted.map((p) => p.y);
  const last = sorted.length - 1;
  return (s: number): number => {
    if (s <= (sx[0] as number)) return sy[0] as number;
    if (s >= (sx[last] as number)) return sy[last] as number;
    let lo = 0;
    let hi = last;
    while (hi - lo > 1) {
      const m = (lo + hi) >> 1;
      if ((sx[m] as number) <= s) lo = m;
      else hi = m;
    }
    const x0 = sx[lo] as number;
    const x1 = sx[hi] as number;
    const y0 = sy[lo] as number;
    const y1 = sy[hi] as number;
    return x1 === x0 ? y0 : y0 + ((y1 - y0) * (s - x0)) / (x1 - x0);
  };
}

const finite = (p: Landmark): boolean => Number.isFinite(p.x) && Number.isFinite(p.y);
