import type { FaceLandmarks, Landmark } from '@afterlook/domain';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type * as tf from '@tensorflow/tfjs-core';
import { detectFaceRegion } from './detect-face.ts';
import { estimateFaceMesh, faceRegionFromMesh } from './estimate-face-mesh.ts';
import { INNER_LIP_INDICES, OUTER_LIP_INDICES } from './lip-contours.ts';

/**
 * BlazeFace finds the face, the face mesh reads it; a second mesh pass on the
 * region the first mesh implies fits the crop to the face (MediaPipe tracks this
 * way between video frames; a still photo gets the same precision from two passes).
 */
export async function detectFaceLandmarks(
  detector: GraphModel,
  mesh: GraphModel,
  image: tf.Tensor3D,
): Promise<FaceLandmarks | null> {
  const region = await detectFaceRegion(detector, image);
  if (region === null) return null;
  const first = await estimateFaceMesh(mesh, image, region);
  if (first === null) return null;
  const second = await estimateFaceMesh(mesh, image, faceRegionFromMesh(first.points));
  const points = (second ?? first).points;
  const pick = (indices: readonly number[]): Landmark[] =>
    indices.map((i) => points[i] as Landmark);
  return { points, outerLips: pick(OUTER_LIP_INDICES), innerLips: pick(INNER_LIP_INDICES) };
}
