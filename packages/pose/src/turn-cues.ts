import { isVisible, type Skeleton, torsoOf } from './landmark-geometry.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

/**
 * Sideways offsets that grow with sin(yaw), in torso heights, positive when the patient
 * turned to their own left (they then face the image's right); null when not measurable.
 */
export interface TurnCues {
  /** The nose ahead of the shoulders' midpoint (≈ 0.2 · sin yaw). */
  readonly nose: number | null;
  /** The toes ahead of the heels (≈ 0.5 · sin yaw). */
  readonly feet: number | null;
  /** The left side farther from the camera than the right, by landmark depth z (≈ 0.6 · sin yaw). */
  readonly depth: number | null;
}

export function turnCues(skeleton: Skeleton): TurnCues {
  const { shoulderMid, height } = torsoOf(skeleton);
  if (height === 0) return { nose: null, feet: null, depth: null };
  const nose = skeleton('nose');
  const seenFeet = (['left', 'right'] as const)
    .map((side) => [skeleton(`${side}_heel`), skeleton(`${side}_foot_index`)] as const)
    .filter(([heel, toe]) => isVisible(heel) && isVisible(toe));
  const depths = (['left_shoulder', 'right_shoulder', 'left_hip', 'right_hip'] as const).map(
    (name) => skeleton(name).z,
  );
  const [leftShoulder, rightShoulder, leftHip, rightHip] = depths;
  const depth =
    leftShoulder === undefined ||
    rightShoulder === undefined ||
    leftHip === undefined ||
    rightHip === undefined
      ? null
      : (leftShoulder - rightShoulder + leftHip - rightHip) / 2 / height;
  return {
    nose: isVisible(nose) ? (nose.x - shoulderMid.x) / height : null,
    feet:
      seenFeet.length === 0
        ? null
        : seenFeet.reduce((sum, [heel, toe]) => sum + (toe.x - heel.x), 0) /
          seenFeet.length /
          height,
    depth,
  };
}

const sideOf = (offset: number | null, threshold: number): 1 | -1 | 0 =>
  offset === null || Math.abs(offset) < threshold ? 0 : offset > 0 ? 1 : -1;

/**
 * Which way the body turned: +1 to the patient's left, -1 to their right, 0 when no cue
 * is clear. Cues in order of reliability: the nose ahead of the shoulders, the toes ahead
 * of the heels, the farther side by depth, the one shoulder in view, the one ear in view
 * (turned left, the right ear and shoulder face the camera).
 */
export function bodyTurnSide(skeleton: Skeleton): 1 | -1 | 0 {
  const cues = turnCues(skeleton);
  const fromOffsets =
    sideOf(cues.nose, T.noseOffsetForTurnPerTorso) ||
    sideOf(cues.feet, T.footOffsetForTurnPerTorso) ||
    sideOf(cues.depth, T.depthOffsetForTurnPerTorso);
  if (fromOffsets !== 0) return fromOffsets;
  for (const joint of ['shoulder', 'ear'] as const) {
    const left = isVisible(skeleton(`left_${joint}`));
    const right = isVisible(skeleton(`right_${joint}`));
    if (left !== right) return right ? 1 : -1;
  }
  return 0;
}
