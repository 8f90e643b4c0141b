export { armsAwayFromTorso } from './arms.ts';
export { bodyWidthRatio, observeBodyYaw, squareToCamera } from './body-yaw.ts';
export { type Frame, judgeFraming } from './framing.ts';
export { headYawDeg, observeHeadYaw } from './head-yaw.ts';
export { POSE_ISSUES, type PoseIssue, type PoseVerdict } from './issues.ts';
export { judgePose } from './judge-pose.ts';
export type { ObservedYaw } from './observed-yaw.ts';
export {
  advanceStreak,
  EMPTY_STREAK,
  isPoseHeld,
  type PoseStreak,
  tickWherePoseHeld,
} from './pose-streak.ts';
export { type ArmPose, type SyntheticPoseOptions, syntheticPose } from './synthetic-pose.ts';
export { POSE_DETECTION, POSE_THRESHOLDS } from './thresholds.ts';
export { bodyTurnSide, type TurnCues, turnCues } from './turn-cues.ts';
export { type ViewFamily, type ViewTarget, viewTarget } from './view-target.ts';
export { type ScanPromptId, voicePromptForIssue, voicePromptForView } from './voice-prompts.ts';
