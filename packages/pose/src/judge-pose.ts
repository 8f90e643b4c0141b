import {
  type BodyLandmarkName,
  type BodyLandmarks,
  bothSides,
  type ViewType,
} from '@afterlook/domain';
import { armsAwayFromTorso } from './arms.ts';
import { observeBodyYaw, squareToCamera } from './body-yaw.ts';
import { type Frame, judgeFraming } from './framing.ts';
import { observeHeadYaw } from './head-yaw.ts';
import { type PoseIssue, type PoseVerdict, poseIssue, VALID_POSE } from './issues.ts';
import { faceVisible, isVisible, type Skeleton, skeletonOf } from './landmark-geometry.ts';
import { headLevel, standsStraight } from './posture.ts';
import { turnIssue } from './turn-issue.ts';
import { type ViewTarget, viewTarget } from './view-target.ts';

/** Views whose photo shows the waist contour, which arms must not cover. */
const ARMS_AWAY_VIEWS: readonly ViewType[] = ['BODY_FRONT', 'BODY_BACK', 'TORSO_FRONT'];

/** Someone is there when any of the face or torso points is seen. */
const PRESENCE_POINTS: readonly BodyLandmarkName[] = [
  'nose',
  ...bothSides('eye', 'ear', 'shoulder', 'hip'),
];
const personInView = (skeleton: Skeleton): boolean =>
  PRESENCE_POINTS.some((name) => isVisible(skeleton(name)));

function judgeBody(
  skeleton: Skeleton,
  view: ViewType,
  target: ViewTarget,
  frame: Frame,
): PoseIssue | null {
  const observed = observeBodyYaw(skeleton, frame);
  const turn = turnIssue(target.yawDeg, observed, 'body');
  if (turn) return turn;
  // Level and arm checks need the body square to the camera, not just within the view.
  const square = (target.yawDeg === 0 || target.yawDeg === 180) && squareToCamera(skeleton);
  if (!standsStraight(skeleton, square)) return 'stand_straight';
  if (square && ARMS_AWAY_VIEWS.includes(view) && !armsAwayFromTorso(skeleton)) return 'arms_away';
  return null;
}

function judgeHead(skeleton: Skeleton, target: ViewTarget): PoseIssue | null {
  // The back of the head: the whole patient turns round, not just the head.
  if (!faceVisible(skeleton)) return 'face_camera';
  const turn = turnIssue(target.yawDeg, observeHeadYaw(skeleton), 'head');
  if (turn) return turn;
  if (target.yawDeg === 0 && !headLevel(skeleton)) return 'head_straight';
  return null;
}

/**
 * Judges one detection against the view being captured. One issue at a time, coarse
 * first: someone there, then framing (in frame, big enough, centred), then which way
 * they face, then posture and arms; every later check trusts the earlier ones.
 * `landmarks` is MediaPipe's 33-point pose in image pixels (empty when none was found).
 */
export function judgePose(landmarks: BodyLandmarks, view: ViewType, frame: Frame): PoseVerdict {
  const skeleton = skeletonOf(landmarks);
  if (!skeleton || !personInView(skeleton)) return poseIssue('no_person');
  const target = viewTarget(view);
  const issue =
    judgeFraming(skeleton, target.family, frame) ??
    (target.family === 'HEAD'
      ? judgeHead(skeleton, target)
      : judgeBody(skeleton, view, target, frame));
  return issue ? poseIssue(issue) : VALID_POSE;
}
