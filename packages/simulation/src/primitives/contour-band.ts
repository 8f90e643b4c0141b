import type { BodyFrame } from '../anatomy/body-frame.ts';
import type { MaskView } from '../anatomy/mask-view.ts';
import { type Side, type SilhouetteEdge, silhouetteEdge } from '../anatomy/silhouette-edges.ts';
import type { ForwardField } from '../field/forward-field.ts';
import { smootherstep } from './falloff.ts';

/** How a stretch of the body outline on one side should move. */
export interface ContourPlan {
  readonly side: Side;
  readonly yTop: number;
  readonly yBottom: number;
  /**
   * Desired outward move of the outline at row y, in pixels (negative: toward the
   * midline). It must fade to zero at both ends of the stretch.
   */
  readonly shiftAt: (y: number) => number;
}

/** Growth may use at most this share of the background beyond the edge. */
const GROWTH_PER_GAP = 0.3;
/** A shrinking outline moves at most this share of the torso half-width. */
const SHRINK_PER_HALF_WIDTH = 0.22;
/**
 * Where the outline retreats, the background band beyond it is stretched over the
 * vacated strip; a plain backdrop stays natural up to about two and a half times its width.
 */
const MAX_BACKGROUND_STRETCH = 1.6;
/** Band widths as multiples of the move: keeps the local compression under ~60 %. */
const BAND_PER_SHIFT = 3.2;
/** An edge this far (shoulder widths) from its neighbours' median is noise, not outline. */
const EDGE_OUTLIER = 0.06;

/**
 * Moves the body outline sideways along a stretch of rows. On every grid row the
 * silhouette edge is read from the mask; the displacement is largest at the edge
 * and fades smoothly into the body (the flank's soft tissue) and into the
 * background band beyond it (which is what fills in where the outline retreats).
 * Rows without a clear torso edge, or with too little background before an arm,
 * get a smaller move, and that limit is spread over neighbouring rows so the
 * outline stays smooth.
 */
export function addContourBand(
  field: ForwardField,
  mask: MaskView,
  frame: BodyFrame,
  plan: ContourPlan,
): void {
  const { grid, ux } = field;
  const { cell } = grid;
  const j0 = Math.max(0, Math.ceil(plan.yTop / cell));
  const j1 = Math.min(grid.rows - 1, Math.floor(plan.yBottom / cell));
  if (j1 < j0) return;
  const n = j1 - j0 + 1;
  const sw = frame.shoulderWidth;
  const edges: (SilhouetteEdge | null)[] = [];
  const wanted = new Float64Array(n);
  const allowed = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    const y = (j0 + r) * cell;
    edges.push(silhouetteEdge(mask, frame, y, plan.side));
    wanted[r] = plan.shiftAt(y);
  }
  dropOutliers(edges, EDGE_OUTLIER * sw);
  for (let r = 0; r < n; r++) {
    const e = edges[r];
    const want = wanted[r] as number;
    if (!e) continue;
    if (want === 0) {
      allowed[r] = 1;
      continue;
    }
    const cap =
      want > 0
        ? GROWTH_PER_GAP * e.gap
        : Math.min(
            SHRINK_PER_HALF_WIDTH * e.halfWidth,
            MAX_BACKGROUND_STRETCH * outerWidth(e, sw, want),
          );
    allowed[r] = Math.min(1, cap / Math.abs(want));
  }
  const radius = Math.max(1, Math.ceil((0.04 * sw) / cell));
  // The min filter reaches as far as the two blurs, so a row without an edge ends up exactly still.
  const factor = blur(blur(minFilter(allowed, 2 * radius), radius), radius);
  const edgeX = smoothEdges(edges);
  for (let r = 0; r < n; r++) {
    const e = edges[r];
    const x = edgeX[r] as number;
    const shift = (wanted[r] as number) * (factor[r] as number);
    if (!e || shift === 0 || Number.isNaN(x)) continue;
    const inner = Math.min(
      0.85 * e.halfWidth,
      Math.max(BAND_PER_SHIFT * Math.abs(shift), (shift > 0 ? 0.5 : 0.4) * e.halfWidth),
    );
    const outer = outerWidth(e, sw, shift);
    const j = j0 + r;
    if (r % 3 === 0) field.controls.push({ x, y: j * cell });
    const lo = plan.side > 0 ? x - inner : x - outer;
    const hi = plan.side > 0 ? x + outer : x + inner;
    const iEnd = Math.min(grid.cols - 1, Math.floor(hi / cell));
    for (let i = Math.max(0, Math.ceil(lo / cell)); i <= iEnd; i++) {
      const d = (i * cell - x) * plan.side;
      const w = d >= 0 ? 1 - smootherstep(d / outer) : 1 - smootherstep(-d / inner);
      if (w === 0) continue;
      const k = j * grid.cols + i;
      ux[k] = (ux[k] ?? 0) + plan.side * shift * w;
    }
  }
}

/** Width of the background band that moves with the outline. */
function outerWidth(e: SilhouetteEdge, sw: number, shift: number): number {
  const wide = Math.max(BAND_PER_SHIFT * Math.abs(shift), 0.22 * sw);
  return Math.max(1, Math.min(0.9 * e.gap, wide));
}

function dropOutliers(edges: (SilhouetteEdge | null)[], tolerance: number): void {
  const xs = edges.map((e) => (e ? e.x : Number.NaN));
  for (let r = 0; r < edges.length; r++) {
    if (!edges[r]) continue;
    const near: number[] = [];
    for (let q = Math.max(0, r - 2); q <= Math.min(edges.length - 1, r + 2); q++) {
      const v = xs[q] as number;
      if (!Number.isNaN(v)) near.push(v);
    }
    near.sort((a, b) => a - b);
    const median = near[near.length >> 1] as number;
    if (Math.abs((xs[r] as number) - median) > tolerance) edges[r] = null;
  }
}

/** Edge positions averaged with their neighbours (NaN where there is no edge). */
function smoothEdges(edges: readonly (SilhouetteEdge | null)[]): Float64Array {
  const out = new Float64Array(edges.length).fill(Number.NaN);
  for (let r = 0; r < edges.length; r++) {
    if (!edges[r]) continue;
    let sum = 0;
    let count = 0;
    for (let q = Math.max(0, r - 1); q <= Math.min(edges.length - 1, r + 1); q++) {
      const e = edges[q];
      if (!e) continue;
      sum += e.x;
      count++;
    }
    out[r] = sum / count;
  }
  return out;
}

function minFilter(values: Float64Array, radius: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let r = 0; r < values.length; r++) {
    let m = Number.POSITIVE_INFINITY;
    for (let q = Math.max(0, r - radius); q <= Math.min(values.length - 1, r + radius); q++) {
      m = Math.min(m, values[q] as number);
    }
    out[r] = m;
  }
  return out;
}

/** Box blur, repeating the end rows (the plan itself fades the move out at the ends). */
function blur(values: Float64Array, radius: number): Float64Array {
  const out = new Float64Array(values.length);
  const last = values.length - 1;
  for (let r = 0; r < values.length; r++) {
    let sum = 0;
    for (let q = r - radius; q <= r + radius; q++) {
      sum += values[Math.min(last, Math.max(0, q))] as number;
    }
    out[r] = sum / (2 * radius + 1);
  }
  return out;
}
