import type { Frame } from './framing.ts';
import { faceVisible, type Skeleton, torsoOf } from './landmark-geometry.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

/** +1 the front of the body is towards the camera, -1 the back, 0 when a cue cannot tell. */
export type Facing = 1 | -1 | 0;

/**
 * Shoulder and hip widths like bodyWidthRatio, but signed by their left/right order:
 * positive when the patient's left joints are on the image's right (facing the camera).
 */
export function signedWidthRatio(skeleton: Skeleton): number {
  const { height } = torsoOf(skeleton);
  if (height === 0) return 0;
  const shoulders = skeleton('left_shoulder').x - skeleton('right_shoulder').x;
  const hips = skeleton('left_hip').x - skeleton('right_hip').x;
  return (
    (shoulders / height / T.frontalShoulderWidthPerTorso +
      hips / height / T.frontalHipWidthPerTorso) /
    2
  );
}

/** The joints' left/right order, once the body is out of profile. */
export function facingByOrder(skeleton: Skeleton): Facing {
  const ratio = signedWidthRatio(skeleton);
  if (Math.abs(ratio) < T.facingOrderMinWidthRatio) return 0;
  return ratio > 0 ? 1 : -1;
}

/** The nose in front of the shoulders (facing) or behind them (the back), by depth z. */
export function facingByNoseDepth(skeleton: Skeleton): Facing {
  const { height } = torsoOf(skeleton);
  const nose = skeleton('nose').z;
  const left = skeleton('left_shoulder').z;
  const right = skeleton('right_shoulder').z;
  if (height === 0 || nose === undefined || left === undefined || right === undefined) return 0;
  const depth = (nose - (left + right) / 2) / height;
  if (Math.abs(depth) < T.noseDepthForFacingPerTorso) return 0;
  return depth < 0 ? 1 : -1;
}

/**
 * Whether the front of the body is towards the camera. Two geometric cues decide: the
 * joints' left/right order and the nose's depth against the shoulders; either one alone
 * when the other cannot tell. The face's visibility is no cue for this — the detector
 * reports nose and eyes as visible on the back of a head — and only settles what the
 * geometry leaves open (in profile, or cues that disagree): with the nose well inside the
 * frame the face's visibility, else the joints' order however slight.
 */
export function frontTowardsCamera(skeleton: Skeleton, frame: Frame): boolean {
  const order = facingByOrder(skeleton);
  const depth = facingByNoseDepth(skeleton);
  if (order !== 0 && depth !== -order) return order > 0;
  if (depth !== 0 && order === 0) return depth > 0;
  const nose = skeleton('nose');
  // Near the edge the detector's visibility fades, so the face must be well inside.
  const [marginX, marginY] = [T.frameMargin * frame.width, T.frameMargin * frame.height];
  const noseInFrame =
    nose.x >= marginX &&
    nose.x <= frame.width - marginX &&
    nose.y >= marginY &&
    nose.y <= frame.height - marginY;
  if (noseInFrame) return faceVisible(skeleton);
  return signedWidthRatio(skeleton) >= 0;
}
