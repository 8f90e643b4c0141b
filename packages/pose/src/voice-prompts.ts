import type { Messages, ViewType } from '@afterlook/domain';
import type { PoseIssue } from './issues.ts';

/** Id of a spoken scan prompt: a key of the catalog's `scan.prompts`, and its mp3's name. */
export type ScanPromptId = keyof Messages['scan']['prompts'];

/** Spoken instruction per view; TORSO views share the BODY sentences. */
const VIEW_PROMPTS: Readonly<Record<ViewType, ScanPromptId>> = {
  BODY_FRONT: 'poseFront',
  BODY_LEFT_45: 'poseTurnLeft45',
  BODY_LEFT: 'poseTurnLeft90',
  BODY_RIGHT_45: 'poseTurnRight45',
  BODY_RIGHT: 'poseTurnRight90',
  BODY_BACK: 'poseBack',
  TORSO_FRONT: 'poseFront',
  TORSO_LEFT_45: 'poseTurnLeft45',
  TORSO_LEFT: 'poseTurnLeft90',
  TORSO_RIGHT_45: 'poseTurnRight45',
  TORSO_RIGHT: 'poseTurnRight90',
  HEAD_FRONT: 'poseHeadFront',
  HEAD_LEFT_45: 'poseHeadLeft45',
  HEAD_LEFT: 'poseHeadLeft90',
  HEAD_RIGHT_45: 'poseHeadRight45',
  HEAD_RIGHT: 'poseHeadRight90',
};

/** Spoken hint per issue; a turn hint is the same sentence as the view asking for that turn. */
const ISSUE_PROMPTS: Readonly<Record<PoseIssue, ScanPromptId>> = {
  no_person: 'hintNoPerson',
  step_back: 'hintStepBack',
  come_closer: 'hintComeCloser',
  center_yourself: 'hintCenterYourself',
  face_camera: 'hintFaceCamera',
  turn_left_45: 'poseTurnLeft45',
  turn_right_45: 'poseTurnRight45',
  turn_left_90: 'poseTurnLeft90',
  turn_right_90: 'poseTurnRight90',
  turn_around: 'poseBack',
  stand_straight: 'hintStandStraight',
  arms_away: 'hintArmsAway',
  head_face_camera: 'hintHeadFaceCamera',
  head_turn_left_45: 'poseHeadLeft45',
  head_turn_right_45: 'poseHeadRight45',
  head_turn_left_90: 'poseHeadLeft90',
  head_turn_right_90: 'poseHeadRight90',
  head_straight: 'hintHeadStraight',
};

/** The prompt spoken when the scan asks for a view. */
export const voicePromptForView = (view: ViewType): ScanPromptId => VIEW_PROMPTS[view];

/** The prompt spoken to correct a pose issue. */
export const voicePromptForIssue = (issue: PoseIssue): ScanPromptId => ISSUE_PROMPTS[issue];
