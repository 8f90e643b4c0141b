import { type BodyFrame, framePoint } from '../anatomy/body-frame.ts';
import { smootherstep } from '../primitives/falloff.ts';

/** Image row of the body level `t` (torso lengths below the shoulder line, on the midline). */
export function rowAt(frame: BodyFrame, t: number): number {
  return framePoint(frame, 0, t).y;
}

/** Body level of image row y (inverse of rowAt). */
export function levelAt(frame: BodyFrame, y: number): number {
  return (y - frame.shoulderMid.y) / (frame.down.y * frame.torsoLength);
}

/**
 * A smooth plateau over body levels: 0 above `start`, rising to 1 at `full`, 1 until
 * `hold`, back to 0 at `end`. Procedures describe where along the torso they act with it.
 */
export function bodyBand(
  t: number,
  start: number,
  full: number,
  hold: number,
  end: number,
): number {
  if (t <= start || t >= end) return 0;
  if (t < full) return smootherstep((t - start) / (full - start));
  if (t <= hold) return 1;
  return 1 - smootherstep((t - hold) / (end - hold));
}
