import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { letterboxRect, type RotatedRect } from '../geometry/rotated-rect.ts';
import { cropRect } from './crop-rect.ts';

/**
 * Runs an SSD detector (BlazePose's, BlazeFace's) on the whole photo, letterboxed
 * into its square input with values in [-1, 1]. Returns the letterbox frame, in
 * which the detections' unit coordinates are read, and the model's raw outputs
 * (one tensor, or one per anchor layer, as `Outputs` says), for the caller to dispose.
 */
export function runDetector<Outputs extends tf.Tensor | tf.Tensor[]>(
  detector: GraphModel,
  image: tf.Tensor3D,
  inputSize: number,
): { frame: RotatedRect; outputs: Outputs } {
  const [height, width] = image.shape;
  const frame = letterboxRect(width, height);
  const outputs = tf.tidy(
    () => detector.execute(cropRect(image, frame, inputSize, [-1, 1])) as Outputs,
  );
  return { frame, outputs };
}
