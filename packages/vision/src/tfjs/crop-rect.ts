import * as tf from '@tensorflow/tfjs-core';
import type { RotatedRect } from '../geometry/rotated-rect.ts';

/** Model input value range: pixel 0 maps to `min`, 255 to `max`. */
export type ValueRange = readonly [min: number, max: number];

/**
 * Cuts `rect` out of an RGB image [H, W, 3] (0..255) into a square model input
 * [1, size, size, 3], rotated upright, bilinear, zero outside the image — what
 * MediaPipe's ImageToTensorCalculator does. Large regions are box-averaged first
 * so downscaling a 12 MP photo to 224 px does not alias.
 */
export function cropRect(
  image: tf.Tensor3D,
  rect: RotatedRect,
  size: number,
  range: ValueRange,
): tf.Tensor4D {
  return tf.tidy(() => {
    const shrink = Math.max(1, Math.floor(Math.min(rect.width, rect.height) / size / 1.5));
    const batch = tf.expandDims(image, 0) as tf.Tensor4D;
    const source = shrink > 1 ? tf.avgPool(batch, shrink, shrink, 'valid') : batch;
    const matrix = tf.tensor2d([outputToSourceMatrix(rect, size, shrink)], [1, 8]);
    const crop = tf.image.transform(source, matrix, 'bilinear', 'constant', 0, [size, size]);
    const [min, max] = range;
    return tf.add(tf.mul(crop, (max - min) / 255), min) as tf.Tensor4D;
  });
}

/**
 * The projective matrix tf.image.transform wants: output pixel index → source
 * pixel index (pixel centres at integers), for a source shrunk by `shrink`.
 */
function outputToSourceMatrix(rect: RotatedRect, size: number, shrink: number): number[] {
  const cos = Math.cos(rect.rotation);
  const sin = Math.sin(rect.rotation);
  const sx = rect.width / size;
  const sy = rect.height / size;
  // Output index u has its centre at (u + 0.5) / size of the unit square.
  const offset = 0.5 / size - 0.5;
  const x0 = rect.centerX + cos * rect.width * offset - sin * rect.height * offset;
  const y0 = rect.centerY + sin * rect.width * offset + cos * rect.height * offset;
  return [
    (cos * sx) / shrink,
    (-sin * sy) / shrink,
    x0 / shrink - 0.5,
    (sin * sx) / shrink,
    (cos * sy) / shrink,
    y0 / shrink - 0.5,
    0,
    0,
  ];
}
