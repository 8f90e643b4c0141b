/**
 * Why a frame is not yet the requested pose, as a stable code the scan shows and
 * speaks (texts in the domain catalog, section `pose.issues`). Turn codes are
 * moves in the patient's own frame: `turn_left_45` means "turn 45 degrees to your left".
 */
export const POSE_ISSUES = [
  'no_person',
  'step_back',
  'come_closer',
  'center_yourself',
  'face_camera',
  'turn_left_45',
  'turn_right_45',
  'turn_left_90',
  'turn_right_90',
  'turn_around',
  'stand_straight',
  'arms_away',
  'head_face_camera',
  'head_turn_left_45',
  'head_turn_right_45',
  'head_turn_left_90',
  'head_turn_right_90',
  'head_straight',
] as const;

export type PoseIssue = (typeof POSE_ISSUES)[number];

/** The judgement of one frame against one view. */
export type PoseVerdict =
  | { readonly valid: true }
  | { readonly valid: false; readonly issue: PoseIssue };

export const VALID_POSE: PoseVerdict = { valid: true };

export const poseIssue = (issue: PoseIssue): PoseVerdict => ({ valid: false, issue });
