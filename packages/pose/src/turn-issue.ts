import type { PoseIssue } from './issues.ts';
import { type ObservedYaw, signedYawDeg } from './observed-yaw.ts';
import type { ViewTarget } from './view-target.ts';

/** Wraps degrees into (-180, 180]. */
const wrap = (deg: number): number => {
  const wrapped = ((((deg + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
};

/**
 * The one move that brings the observed yaw to the view's yaw, or null when it is
 * already there. Moves are whole steps of 45° or 90° in the patient's own frame; a
 * target facing the camera or showing the back has its own plain instruction, and a
 * patient more than 90° off is first asked to face the camera.
 */
export function turnIssue(
  target: ViewTarget['yawDeg'],
  observed: ObservedYaw,
  part: 'body' | 'head',
): PoseIssue | null {
  const faceCamera = part === 'head' ? 'head_face_camera' : 'face_camera';
  const observedDeg = signedYawDeg(observed);
  if (observedDeg === target) return null;
  if (target === 0) return faceCamera;
  if (target === 180) return 'turn_around';
  // Direction unknown: give the view's own instruction, counted from facing the camera.
  const delta = wrap(target - (observedDeg ?? 0));
  if (Math.abs(delta) >= 135) return faceCamera;
  const prefix = part === 'head' ? 'head_turn' : 'turn';
  const side = delta > 0 ? 'left' : 'right';
  const step = Math.abs(delta) === 45 ? 45 : 90;
  return `${prefix}_${side}_${step}` as const;
}
