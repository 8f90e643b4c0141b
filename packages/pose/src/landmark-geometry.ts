import {
  BODY_LANDMARK_NAMES,
  type BodyLandmarkName,
  type BodyLandmarks,
  bodyLandmarkIndex,
  type Landmark,
  type SidedBodyPart,
} from '@afterlook/domain';
import { POSE_THRESHOLDS } from './thresholds.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Landmarks looked up by name; only built once the list is known to be complete. */
export type Skeleton = (name: BodyLandmarkName) => Landmark;

/** A named accessor over a full 33-point list, or null when the detector gave no pose. */
export function skeletonOf(landmarks: BodyLandmarks): Skeleton | null {
  if (landmarks.length !== BODY_LANDMARK_NAMES.length) return null;
  return (name) => landmarks[bodyLandmarkIndex(name)] as Landmark;
}

export const isVisible = (landmark: Landmark): boolean =>
  landmark.visibility >= POSE_THRESHOLDS.visible;

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Halfway between a part's left and right landmarks: midpointOf(skeleton, 'hip') is mid-hip. */
export const midpointOf = (skeleton: Skeleton, part: SidedBodyPart): Point =>
  midpoint(skeleton(`left_${part}`), skeleton(`right_${part}`));

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

const DEG_PER_RAD = 180 / Math.PI;
export const degrees = (radians: number): number => radians * DEG_PER_RAD;

/** Angle of the line a→b against the image horizontal, 0..90°, whichever way it runs. */
export const lineTiltDeg = (a: Point, b: Point): number =>
  degrees(Math.atan2(Math.abs(b.y - a.y), Math.abs(b.x - a.x)));

/** The torso's anchors: shoulders' and hips' midpoints and the distance between them. */
export interface Torso {
  readonly shoulderMid: Point;
  readonly hipMid: Point;
  /** Shoulder-to-hip length in pixels; does not change as the patient turns. */
  readonly height: number;
}

export function torsoOf(skeleton: Skeleton): Torso {
  const shoulderMid = midpointOf(skeleton, 'shoulder');
  const hipMid = midpointOf(skeleton, 'hip');
  return { shoulderMid, hipMid, height: distance(shoulderMid, hipMid) };
}

/** Face anchors for HEAD views: eye and mouth midpoints and their vertical distance. */
export interface Face {
  readonly eyeMid: Point;
  readonly mouthMid: Point;
  /** Eye-to-mouth height in pixels; does not change as the head turns. */
  readonly height: number;
}

export function faceOf(skeleton: Skeleton): Face {
  const eyeMid = midpointOf(skeleton, 'eye');
  const mouthMid = midpoint(skeleton('mouth_left'), skeleton('mouth_right'));
  return { eyeMid, mouthMid, height: Math.abs(mouthMid.y - eyeMid.y) };
}

/** Whether the detector sees the face: the nose or either eye. */
export const faceVisible = (skeleton: Skeleton): boolean =>
  isVisible(skeleton('nose')) ||
  isVisible(skeleton('left_eye')) ||
  isVisible(skeleton('right_eye'));
