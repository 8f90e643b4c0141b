import { frontTowardsCamera } from './facing.ts';
import type { Frame } from './framing.ts';
import { type Skeleton, torsoOf } from './landmark-geometry.ts';
import type { ObservedYaw } from './observed-yaw.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';
import { bodyTurnSide, turnCues } from './turn-cues.ts';

/**
 * Projected shoulder and hip widths over torso height, each divided by its frontal
 * reference and averaged: ≈ |cos yaw| (1 facing or back to the camera, ≈ 0.7 at 45°,
 * 0.2–0.4 in profile).
 */
export function bodyWidthRatio(skeleton: Skeleton): number {
  const torso = torsoOf(skeleton);
  if (torso.height === 0) return 0;
  const shoulders = Math.abs(skeleton('left_shoulder').x - skeleton('right_shoulder').x);
  const hips = Math.abs(skeleton('left_hip').x - skeleton('right_hip').x);
  const shoulderRatio = shoulders / torso.height / T.frontalShoulderWidthPerTorso;
  const hipRatio = hips / torso.height / T.frontalHipWidthPerTorso;
  return (shoulderRatio + hipRatio) / 2;
}

/**
 * The body's yaw from the torso: widths give how far it turned, `frontTowardsCamera`
 * whether it shows its front or its back, `bodyTurnSide` which way it turned.
 */
export function observeBodyYaw(skeleton: Skeleton, frame: Frame): ObservedYaw {
  const front = frontTowardsCamera(skeleton, frame);
  const ratio = bodyWidthRatio(skeleton);
  const turnedFromAxis =
    ratio >= T.frontalMinWidthRatio ? 0 : ratio >= T.profileMaxWidthRatio ? 45 : 90;
  const magnitudeDeg = front ? turnedFromAxis : ((180 - turnedFromAxis) as 180 | 135 | 90);
  const side = magnitudeDeg === 0 || magnitudeDeg === 180 ? 0 : bodyTurnSide(skeleton);
  return { magnitudeDeg, side };
}

/**
 * Whether the body is square to the camera (turned ≲ 20°): wide enough, and no turn cue
 * that is present says otherwise. Gates the level and arm checks, which a turned body
 * would fail by perspective alone; an unclear case skips them rather than blame the patient.
 */
export function squareToCamera(skeleton: Skeleton): boolean {
  if (bodyWidthRatio(skeleton) < T.squareMinWidthRatio) return false;
  const cues = turnCues(skeleton);
  return (
    Math.abs(cues.nose ?? 0) < T.noseOffsetForTurnPerTorso &&
    Math.abs(cues.depth ?? 0) < T.depthOffsetForTurnPerTorso
  );
}
