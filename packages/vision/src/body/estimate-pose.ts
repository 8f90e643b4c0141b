import type { Landmark } from '@afterlook/domain';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { fromRectUnit, type RotatedRect } from '../geometry/rotated-rect.ts';
import { cropRect } from '../tfjs/crop-rect.ts';
import { refineFromHeatmap } from './refine-from-heatmap.ts';

const INPUT_SIZE = 256;
/** 33 pose landmarks followed by 6 auxiliary ones the model uses for tracking. */
const MODEL_POINTS = 39;
const POSE_POINTS = 33;
/** MediaPipe pose_landmark: a pose is present when the pose flag reaches 0.5. */
const MIN_POSE_SCORE = 0.5;
const OUTPUTS = ['ld_3d', 'output_poseflag', 'activation_heatmap', 'activation_segmentation'];

export interface PoseEstimate {
  readonly score: number;
  /** 33 landmarks in image pixels, MediaPipe order and handedness. */
  readonly landmarks: Landmark[];
  /** Person probability 0..1 over the region, [256, 256]; the caller disposes it. */
  readonly segmentation: tf.Tensor2D;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * Runs the BlazePose landmark model on `region`: landmarks as x, y, z, visibility
 * and presence logits in crop pixels, refined from the heatmap, then projected
 * back to the image. Null when the model says no pose is there.
 */
export async function estimatePose(
  model: GraphModel,
  image: tf.Tensor3D,
  region: RotatedRect,
): Promise<PoseEstimate | null> {
  const outputs = tf.tidy(
    () => model.execute(cropRect(image, region, INPUT_SIZE, [0, 1]), OUTPUTS) as tf.Tensor[],
  );
  const [points, flag, heatmap, segmentation] = outputs as [
    tf.Tensor,
    tf.Tensor,
    tf.Tensor4D,
    tf.Tensor,
  ];
  const [pointData, flagData, heatmapData] = await Promise.all([
    points.data() as Promise<Float32Array>,
    flag.data() as Promise<Float32Array>,
    heatmap.data() as Promise<Float32Array>,
  ]);
  const score = flagData[0] ?? 0;
  if (score < MIN_POSE_SCORE) {
    tf.dispose(outputs);
    return null;
  }
  const values = pointData.length / MODEL_POINTS;
  const unit = Array.from({ length: MODEL_POINTS }, (_, i) => ({
    x: (pointData[i * values] as number) / INPUT_SIZE,
    y: (pointData[i * values + 1] as number) / INPUT_SIZE,
  }));
  const [, rows, cols] = heatmap.shape;
  refineFromHeatmap(unit, heatmapData, rows, cols);

  const landmarks = unit.slice(0, POSE_POINTS).map((point, i): Landmark => {
    const { x, y } = fromRectUnit(region, point.x, point.y);
    return {
      x,
      y,
      // Depth in the same pixel scale as x, origin at the hips (MediaPipe's convention).
      z: ((pointData[i * values + 2] as number) / INPUT_SIZE) * region.width,
      visibility: sigmoid(pointData[i * values + 3] as number),
    };
  });
  const mask = tf.tidy(() => tf.squeeze(segmentation, [0, 3]) as tf.Tensor2D);
  tf.dispose(outputs);
  return { score, landmarks, segmentation: mask };
}
