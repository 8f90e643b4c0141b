import { type BodyFrame, framePoint } from './body-frame.ts';
import type { MaskView } from './mask-view.ts';
import { type Side, silhouetteEdge } from './silhouette-edges.ts';

/**
 * Share of the waist-to-hip width difference by which a lean outline still rises
 * above the straight waist-hip line (the natural curve of the hip).
 */
const NATURAL_CURVE = 0.1;

/**
 * The "love handle" on one side: how far the outline between the waist (its
 * narrowest point under the ribs) and the hip (its widest point) stands out
 * beyond the straight line joining them, less the natural hip curve. Read from the
 * person mask; zero where the outline is not clear. Returned per image row.
 */
export function flankBulge(mask: MaskView, frame: BodyFrame, side: Side): (y: number) => number {
  const step = Math.max(2, Math.round(frame.shoulderWidth / 40));
  const y0 = framePoint(frame, 0, 0.4).y;
  const y1 = framePoint(frame, 0, 1.15).y;
  const ys: number[] = [];
  const widths: number[] = [];
  for (let y = y0; y <= y1; y += step) {
    const e = silhouetteEdge(mask, frame, y, side);
    ys.push(y);
    widths.push(e ? e.halfWidth : Number.NaN);
  }
  const level = (y: number) => (y - y0) / (y1 - y0);
  let waist = -1;
  let hip = -1;
  for (let k = 0; k < ys.length; k++) {
    const w = widths[k] as number;
    if (Number.isNaN(w)) continue;
    const t = 0.4 + 0.75 * level(ys[k] as number);
    if (t >= 0.45 && t <= 0.75 && (waist < 0 || w < (widths[waist] as number))) waist = k;
    if (t >= 0.85 && (hip < 0 || w > (widths[hip] as number))) hip = k;
  }
  if (waist < 0 || hip < 0) return () => 0;
  const wWaist = widths[waist] as number;
  const wHip = widths[hip] as number;
  const allowance = NATURAL_CURVE * Math.max(0, wHip - wWaist);
  const excess = ys.map((_, k) => {
    const w = widths[k] as number;
    if (k <= waist || k >= hip || Number.isNaN(w)) return 0;
    const chord = wWaist + ((wHip - wWaist) * (k - waist)) / (hip - waist);
    return Math.max(0, w - chord - allowance);
  });
  return (y: number) => {
    const f = (y - y0) / step;
    const k = Math.floor(f);
    if (k < 0 || k >= ys.length - 1) return 0;
    const a = excess[k] as number;
    const b = excess[k + 1] as number;
    return a + (b - a) * (f - k);
  };
}
