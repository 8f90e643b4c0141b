import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { type Detection, decodeDetections } from '../geometry/detection.ts';
import {
  fromRectUnit,
  type RotatedRect,
  rotationToAlign,
  squareAndScale,
} from '../geometry/rotated-rect.ts';
import { createSsdAnchors } from '../geometry/ssd-anchors.ts';
import { runDetector } from '../tfjs/run-detector.ts';

const INPUT_SIZE = 256;
/** BlazeFace back-camera (full frame) model: 512 anchors at stride 16, 384 at stride 32. */
const ANCHORS = createSsdAnchors(INPUT_SIZE, [16, 32, 32, 32]);
const MIN_SCORE = 0.5;
/** MediaPipe face_detection_front_detection_to_roi: 1.5× the box, squared. */
const ROI_SCALE = 1.5;

/**
 * Finds the main face (the largest confident one) and returns the square region,
 * turned so the eyes are level, that the face mesh model expects; null when none.
 */
export async function detectFaceRegion(
  detector: GraphModel,
  image: tf.Tensor3D,
): Promise<RotatedRect | null> {
  const { frame, outputs } = runDetector<tf.Tensor[]>(detector, image, INPUT_SIZE);
  // The converted graph splits scores and boxes per anchor layer: order them by size
  // (scores 384, 512; boxes 384×16, 512×16) and put the stride-16 layer first.
  const [scores32, scores16, boxes32, boxes16] = [...outputs].sort((a, b) => a.size - b.size);
  if (!scores32 || !scores16 || !boxes32 || !boxes16)
    throw new Error('unexpected BlazeFace outputs');
  const [s16, s32, b16, b32] = (await Promise.all(
    [scores16, scores32, boxes16, boxes32].map((t) => t.data()),
  )) as Float32Array[];
  tf.dispose(outputs);
  const detections = decodeDetections(
    concat(b16 as Float32Array, b32 as Float32Array),
    concat(s16 as Float32Array, s32 as Float32Array),
    ANCHORS,
    { inputSize: INPUT_SIZE, keypointCount: 6, minScore: MIN_SCORE },
  );
  const largest = detections.reduce<Detection | null>(
    (top, d) => (top === null || d.width * d.height > top.width * top.height ? d : top),
    null,
  );
  if (largest === null) return null;
  // Keypoints 0 and 1 are the subject's right and left eye.
  const [rightEye, leftEye] = largest.keypoints;
  if (!rightEye || !leftEye) return null;
  const center = fromRectUnit(frame, largest.centerX, largest.centerY);
  return squareAndScale(
    {
      centerX: center.x,
      centerY: center.y,
      width: largest.width * frame.width,
      height: largest.height * frame.height,
      rotation: rotationToAlign(
        fromRectUnit(frame, rightEye.x, rightEye.y),
        fromRectUnit(frame, leftEye.x, leftEye.y),
        0,
      ),
    },
    ROI_SCALE,
  );
}

function concat(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
