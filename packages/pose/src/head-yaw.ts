import { degrees, isVisible, midpoint, type Skeleton } from './landmark-geometry.ts';
import type { ObservedYaw } from './observed-yaw.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

/**
 * Head yaw in degrees (-180..180, positive turned to the patient's left) from the face
 * alone: the nose swings sideways with sin(yaw) ahead of the ears, the ear-to-ear span
 * shrinks with cos(yaw) and changes sign when the back of the head faces the camera.
 * Both are in the same head's pixels, so distance and face size cancel out.
 */
export function headYawDeg(skeleton: Skeleton): number {
  const leftEar = skeleton('left_ear');
  const rightEar = skeleton('right_ear');
  const earMid = midpoint(leftEar, rightEar);
  const sine = (skeleton('nose').x - earMid.x) * T.earHalfSpanPerNoseDepth;
  const cosine = (leftEar.x - rightEar.x) / 2;
  return degrees(Math.atan2(sine, cosine));
}

/**
 * The head's yaw snapped to a step of 45°. A profile (90°) also needs exactly one ear
 * in view, the near one; a head that only looks turned that far while both ears show
 * counts as 45°.
 */
export function observeHeadYaw(skeleton: Skeleton): ObservedYaw {
  const yaw = headYawDeg(skeleton);
  const side = yaw > 0 ? 1 : yaw < 0 ? -1 : 0;
  const step = Math.min(4, Math.floor((Math.abs(yaw) + T.headYawStepToleranceDeg) / 45));
  const magnitudeDeg = ([0, 45, 90, 135, 180] as const)[step] ?? 0;
  if (magnitudeDeg === 90) {
    // Turned left, the right ear faces the camera and the left one is hidden.
    const nearEar = skeleton(side > 0 ? 'right_ear' : 'left_ear');
    const farEar = skeleton(side > 0 ? 'left_ear' : 'right_ear');
    if (!(isVisible(nearEar) && !isVisible(farEar))) return { magnitudeDeg: 45, side };
  }
  return { magnitudeDeg, side: magnitudeDeg === 0 || magnitudeDeg === 180 ? 0 : side };
}
