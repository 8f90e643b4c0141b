import { type BodyLandmarkName, bothSides } from '@afterlook/domain';
import type { PoseIssue } from './issues.ts';
import { faceOf, type Point, type Skeleton, torsoOf } from './landmark-geometry.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';
import type { ViewFamily } from './view-target.ts';

export interface Frame {
  readonly width: number;
  readonly height: number;
}

/** What a view family needs in the frame, and how big and where the subject is. */
interface Framing {
  /** Points (detected or extrapolated) that must lie inside the frame's margins. */
  readonly required: readonly Point[];
  /** The subject's size as a share of the frame height, and the least it may be. */
  readonly fill: number;
  readonly minFill: number;
  readonly maxFill: number;
  /** The subject's horizontal centre in pixels. */
  readonly centreX: number;
}

const BODY_POINTS: readonly BodyLandmarkName[] = [
  'nose',
  ...bothSides('ear', 'shoulder', 'hip', 'knee', 'ankle', 'heel', 'foot_index'),
];

const TORSO_POINTS: readonly BodyLandmarkName[] = bothSides('shoulder', 'hip');

const HEAD_POINTS: readonly BodyLandmarkName[] = [
  'nose',
  ...bothSides('eye', 'ear'),
  'mouth_left',
  'mouth_right',
];

function framingOf(skeleton: Skeleton, family: ViewFamily, frame: Frame): Framing {
  if (family === 'HEAD') {
    const face = faceOf(skeleton);
    const points = HEAD_POINTS.map(skeleton);
    const crown = { x: face.eyeMid.x, y: face.eyeMid.y - T.crownAboveEyesPerFace * face.height };
    const chin = { x: face.mouthMid.x, y: face.mouthMid.y + T.chinBelowMouthPerFace * face.height };
    const centreX = (skeleton('nose').x + skeleton('left_ear').x + skeleton('right_ear').x) / 3;
    return {
      required: [...points, crown, chin],
      fill: face.height / frame.height,
      minFill: T.faceMinFill,
      maxFill: T.faceMaxFill,
      centreX,
    };
  }
  const torso = torsoOf(skeleton);
  const centreX = (torso.shoulderMid.x + torso.hipMid.x) / 2;
  if (family === 'TORSO') {
    return {
      required: TORSO_POINTS.map(skeleton),
      fill: torso.height / frame.height,
      minFill: T.torsoMinFill,
      maxFill: Number.POSITIVE_INFINITY,
      centreX,
    };
  }
  const nose = skeleton('nose');
  const crown = { x: nose.x, y: nose.y - T.crownAboveNosePerTorso * torso.height };
  const required = [...BODY_POINTS.map(skeleton), crown];
  const lowest = Math.max(...required.map((point) => point.y));
  return {
    required,
    fill: (lowest - crown.y) / frame.height,
    minFill: T.bodyMinFill,
    maxFill: Number.POSITIVE_INFINITY,
    centreX,
  };
}

/**
 * Whether the view's part of the body is in the frame, big enough and centred.
 * Cut off at the top or bottom, or bigger than the frame: step back (the phone sits on
 * a table at waist height, so stepping back also brings head and feet in). Cut off at a
 * side while it would fit: move to the centre.
 */
export function judgeFraming(
  skeleton: Skeleton,
  family: ViewFamily,
  frame: Frame,
): PoseIssue | null {
  const { required, fill, minFill, maxFill, centreX } = framingOf(skeleton, family, frame);
  if (fill > maxFill) return 'step_back';
  const marginX = T.frameMargin * frame.width;
  const marginY = T.frameMargin * frame.height;
  const xs = required.map((point) => point.x);
  const ys = required.map((point) => point.y);
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  if (top < marginY || bottom > frame.height - marginY) return 'step_back';
  if (left < marginX || right > frame.width - marginX) {
    return right - left <= frame.width - 2 * marginX ? 'center_yourself' : 'step_back';
  }
  if (fill < minFill) return 'come_closer';
  if (Math.abs(centreX - frame.width / 2) > T.maxCentreOffset * frame.width) {
    return 'center_yourself';
  }
  return null;
}
