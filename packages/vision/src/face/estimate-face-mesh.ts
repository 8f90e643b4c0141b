import type { Landmark } from '@afterlook/domain';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import {
  fromRectUnit,
  type RotatedRect,
  rotationToAlign,
  squareAndScale,
} from '../geometry/rotated-rect.ts';
import { cropRect } from '../tfjs/crop-rect.ts';
import { LEFT_EYE_OUTER, RIGHT_EYE_OUTER } from './lip-contours.ts';

const INPUT_SIZE = 192;
const MESH_POINTS = 468;
/** MediaPipe face_landmark: the face flag must reach 0.5 for the mesh to count. */
const MIN_FACE_SCORE = 0.5;
const ROI_SCALE = 1.5;

export interface FaceMesh {
  readonly score: number;
  /** 468 points in image pixels; visibility is the face score (the model has none per point). */
  readonly points: Landmark[];
}

/** Runs the face mesh on a square face region; null when the model sees no face there. */
export async function estimateFaceMesh(
  model: GraphModel,
  image: tf.Tensor3D,
  region: RotatedRect,
): Promise<FaceMesh | null> {
  const [mesh, flag] = tf.tidy(
    () =>
      model.execute(cropRect(image, region, INPUT_SIZE, [0, 1]), [
        'output_mesh',
        'output_faceflag',
      ]) as tf.Tensor[],
  ) as [tf.Tensor, tf.Tensor];
  const [meshData, flagData] = (await Promise.all([mesh.data(), flag.data()])) as Float32Array[];
  tf.dispose([mesh, flag]);
  const score = (flagData as Float32Array)[0] ?? 0;
  if (score < MIN_FACE_SCORE) return null;
  const values = meshData as Float32Array;
  const points = Array.from({ length: MESH_POINTS }, (_, i): Landmark => {
    const { x, y } = fromRectUnit(
      region,
      (values[i * 3] as number) / INPUT_SIZE,
      (values[i * 3 + 1] as number) / INPUT_SIZE,
    );
    const z = ((values[i * 3 + 2] as number) / INPUT_SIZE) * region.width;
    return { x, y, z, visibility: score };
  });
  return { score, points };
}

/**
 * The region a mesh implies for the next pass (MediaPipe's landmarks-to-ROI): the
 * points' bounding box, rolled so the outer eye corners are level, 1.5× and square.
 */
export function faceRegionFromMesh(points: readonly Landmark[]): RotatedRect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const rightEye = points[RIGHT_EYE_OUTER] as Landmark;
  const leftEye = points[LEFT_EYE_OUTER] as Landmark;
  return squareAndScale(
    {
      centerX: (minX + maxX) / 2,
      centerY: (minY + maxY) / 2,
      width: maxX - minX,
      height: maxY - minY,
      rotation: rotationToAlign(rightEye, leftEye, 0),
    },
    ROI_SCALE,
  );
}
