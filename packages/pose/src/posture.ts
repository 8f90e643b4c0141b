import { degrees, lineTiltDeg, type Skeleton, torsoOf } from './landmark-geometry.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

/** How far the shoulders' midpoint leans off the vertical through the hips' midpoint. */
export function torsoLeanDeg(skeleton: Skeleton): number {
  const { shoulderMid, hipMid } = torsoOf(skeleton);
  return degrees(
    Math.atan2(Math.abs(shoulderMid.x - hipMid.x), Math.abs(hipMid.y - shoulderMid.y)),
  );
}

/**
 * Whether the patient stands straight: no sideways lean in any view; level shoulders and
 * hips only while square to the camera (turned, a camera below shoulder height makes
 * the near shoulder look higher by perspective alone).
 */
export function standsStraight(skeleton: Skeleton, squareToCamera: boolean): boolean {
  if (torsoLeanDeg(skeleton) > T.maxTorsoLeanDeg) return false;
  if (!squareToCamera) return true;
  const shoulders = lineTiltDeg(skeleton('left_shoulder'), skeleton('right_shoulder'));
  const hips = lineTiltDeg(skeleton('left_hip'), skeleton('right_hip'));
  return shoulders <= T.maxLineTiltDeg && hips <= T.maxLineTiltDeg;
}

/** Whether the eye line is level (HEAD_FRONT). */
export const headLevel = (skeleton: Skeleton): boolean =>
  lineTiltDeg(skeleton('left_eye'), skeleton('right_eye')) <= T.maxHeadRollDeg;
