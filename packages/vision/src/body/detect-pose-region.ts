import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { decodeDetections } from '../geometry/detection.ts';
import {
  fromRectUnit,
  type RotatedRect,
  rotationToAlign,
  squareAndScale,
} from '../geometry/rotated-rect.ts';
import { createSsdAnchors } from '../geometry/ssd-anchors.ts';
import { runDetector } from '../tfjs/run-detector.ts';

const INPUT_SIZE = 224;
const ANCHORS = createSsdAnchors(INPUT_SIZE, [8, 16, 32, 32, 32]);
/** MediaPipe pose_detection: min_score_thresh 0.5; ROI scale 1.25 (pose_detection_to_roi). */
const MIN_SCORE = 0.5;
const ROI_SCALE = 1.25;

/**
 * Runs the BlazePose detector on the letterboxed frame and returns the region the
 * landmark model should look at, or null when no person is found. The detector's
 * keypoint 0 is the mid-hip centre, keypoint 1 a point on the circle around the
 * whole body: the region is that circle, turned so the body points up.
 */
export async function detectPoseRegion(
  detector: GraphModel,
  image: tf.Tensor3D,
): Promise<RotatedRect | null> {
  const { frame, outputs: raw } = runDetector<tf.Tensor>(detector, image, INPUT_SIZE);
  const [logits, boxes] = tf.tidy(() => [
    tf.slice(raw, [0, 0, 0], [1, -1, 1]),
    tf.slice(raw, [0, 0, 1], [1, -1, -1]),
  ]);
  const [logitData, boxData] = await Promise.all([logits.data(), boxes.data()]);
  tf.dispose([raw, logits, boxes]);

  const detections = decodeDetections(boxData as Float32Array, logitData as Float32Array, ANCHORS, {
    inputSize: INPUT_SIZE,
    keypointCount: 4,
    minScore: MIN_SCORE,
  });
  // One patient per photo: the most confident detection is the subject (maxPoses 1).
  const best = detections.reduce<(typeof detections)[number] | null>(
    (top, d) => (top === null || d.score > top.score ? d : top),
    null,
  );
  if (best === null) return null;
  const [hip, around] = best.keypoints;
  if (!hip || !around) return null;
  const center = fromRectUnit(frame, hip.x, hip.y);
  const edge = fromRectUnit(frame, around.x, around.y);
  const size = 2 * Math.hypot(edge.x - center.x, edge.y - center.y);
  return squareAndScale(
    {
      centerX: center.x,
      centerY: center.y,
      width: size,
      height: size,
      rotation: rotationToAlign(center, edge, Math.PI / 2),
    },
    ROI_SCALE,
  );
}
