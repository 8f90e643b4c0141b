import type { RgbaImage } from '@afterlook/domain';
import * as tf from '@tensorflow/tfjs-core';

/** RGB float tensor [H, W, 3] of 0..255 values; alpha is dropped (photos are opaque). */
export function rgbaToTensor(image: RgbaImage): tf.Tensor3D {
  const { width, height, data } = image;
  if (data.length !== width * height * 4) {
    throw new Error(`RGBA buffer holds ${data.length} bytes, expected ${width * height * 4}`);
  }
  const rgb = new Float32Array(width * height * 3);
  for (let source = 0, target = 0; source < data.length; source += 4, target += 3) {
    rgb[target] = data[source] as number;
    rgb[target + 1] = data[source + 1] as number;
    rgb[target + 2] = data[source + 2] as number;
  }
  return tf.tensor3d(rgb, [height, width, 3]);
}
