import type { Anchor } from './ssd-anchors.ts';

/** One SSD detection in the detector's unit square: box centre/size and its keypoints. */
export interface Detection {
  readonly score: number;
  readonly centerX: number;
  readonly centerY: number;
  readonly width: number;
  readonly height: number;
  readonly keypoints: readonly { readonly x: number; readonly y: number }[];
}

export interface DecodeOptions {
  readonly inputSize: number;
  readonly keypointCount: number;
  readonly minScore: number;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * MediaPipe's TensorsToDetectionsCalculator for fixed-size anchors: `boxes` holds,
 * per anchor, [x, y, w, h, kx0, ky0, ...] in input pixels relative to the anchor;
 * `logits` one raw score per anchor (clipped to ±100 before the sigmoid).
 */
export function decodeDetections(
  boxes: Float32Array,
  logits: Float32Array,
  anchors: readonly Anchor[],
  options: DecodeOptions,
): Detection[] {
  const { inputSize, keypointCount, minScore } = options;
  const stride = boxes.length / anchors.length;
  const detections: Detection[] = [];
  anchors.forEach((anchor, i) => {
    const score = sigmoid(Math.max(-100, Math.min(100, logits[i] as number)));
    if (score < minScore) return;
    const at = (k: number): number => (boxes[i * stride + k] as number) / inputSize;
    const width = at(2);
    const height = at(3);
    if (width <= 0 || height <= 0) return;
    const keypoints = Array.from({ length: keypointCount }, (_, k) => ({
      x: at(4 + 2 * k) + anchor.x,
      y: at(5 + 2 * k) + anchor.y,
    }));
    detections.push({
      score,
      centerX: at(0) + anchor.x,
      centerY: at(1) + anchor.y,
      width,
      height,
      keypoints,
    });
  });
  return detections;
}
