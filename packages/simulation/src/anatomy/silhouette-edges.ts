import type { Point } from '../types.ts';
import { type BodyFrame, midlineX } from './body-frame.ts';
import { type MaskView, PERSON } from './mask-view.ts';

/** Half the width of an arm (with the hand) in shoulder widths. */
const ARM_HALF_WIDTH = 0.12;
/** The hand reaches this far past the wrist, as a fraction of the forearm. */
const HAND_REACH = 0.45;
/** A torso wider than this (half-width over shoulder width) has something merged into it. */
const MAX_HALF_WIDTH = 1.0;

/** Where the body outline crosses one image row on one side of the midline. */
export interface SilhouetteEdge {
  /** Sub-pixel x of the body/background transition. */
  readonly x: number;
  /** Distance from the midline to the edge. */
  readonly halfWidth: number;
  /** Background beyond the edge before the next person pixel (an arm) or the frame edge. */
  readonly gap: number;
}

export type Side = -1 | 1;

/**
 * The torso outline on row y, scanning the mask outward from the midline. A side
 * reads null when the outline is not the torso's own: the body runs out of the frame,
 * or the arm (from the shoulder-elbow-wrist landmarks) touches the torso there, so
 * the edge found belongs to the arm and must not be moved.
 */
export function silhouetteEdge(
  mask: MaskView,
  frame: BodyFrame,
  y: number,
  side: Side,
): SilhouetteEdge | null {
  const row = Math.round(y);
  if (row < 0 || row >= mask.height) return null;
  const mid = midlineX(frame, row);
  let x = Math.round(mid);
  if (x < 0 || x >= mask.width || mask.at(x, row) < PERSON) return null;
  while (x + side >= 0 && x + side < mask.width && mask.at(x + side, row) >= PERSON) x += side;
  const next = x + side;
  if (next < 0 || next >= mask.width) return null;
  const inside = mask.at(x, row);
  const outside = mask.at(next, row);
  const edge = x + (side * (inside - PERSON)) / Math.max(1, inside - outside);
  const halfWidth = Math.abs(edge - mid);
  if (halfWidth > MAX_HALF_WIDTH * frame.shoulderWidth) return null;
  let far = next;
  while (far + side >= 0 && far + side < mask.width && mask.at(far, row) < PERSON) far += side;
  let gap = Math.abs(far - edge);
  const armInner = armInnerReach(frame, row, side);
  if (armInner !== null) {
    if (armInner <= halfWidth) return null;
    gap = Math.min(gap, armInner - halfWidth);
  }
  return { x: edge, halfWidth, gap };
}

/**
 * How far from the midline the inner side of the arm is on row y (from the
 * shoulder-elbow-wrist landmarks), or null when the arm does not cross that row.
 */
export function armInnerReach(frame: BodyFrame, y: number, side: Side): number | null {
  const arm = armCrossing(side < 0 ? frame.armLeft : frame.armRight, y);
  if (arm === null) return null;
  return Math.abs(arm - midlineX(frame, y)) - ARM_HALF_WIDTH * frame.shoulderWidth;
}

/** x where the arm (shoulder → elbow → wrist → hand) crosses row y, or null. */
function armCrossing(chain: readonly Point[], y: number): number | null {
  if (chain.length < 2) return null;
  const points = [...chain];
  const a = chain[chain.length - 2] as Point;
  const b = chain[chain.length - 1] as Point;
  points.push({ x: b.x + (b.x - a.x) * HAND_REACH, y: b.y + (b.y - a.y) * HAND_REACH });
  for (let k = 0; k + 1 < points.length; k++) {
    const p = points[k] as Point;
    const q = points[k + 1] as Point;
    if ((y - p.y) * (y - q.y) > 0 || p.y === q.y) continue;
    return p.x + ((q.x - p.x) * (y - p.y)) / (q.y - p.y);
  }
  return null;
}
