import type { PersonMask } from '@afterlook/domain';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import type { RotatedRect } from '../geometry/rotated-rect.ts';
import { cropRect } from '../tfjs/crop-rect.ts';
import { regionMaskToImage } from './region-mask-to-image.ts';

const INPUT_SIZE = 256;

/**
 * MediaPipe selfie segmentation (general model) over the whole frame, stretched to
 * 256×256 in 0..1 as the model was trained; the probability map is stretched back.
 * Made for close-ups, so it is the mask of head views.
 */
export async function selfieMask(model: GraphModel, image: tf.Tensor3D): Promise<PersonMask> {
  const [height, width] = image.shape;
  const frame: RotatedRect = {
    centerX: width / 2,
    centerY: height / 2,
    width,
    height,
    rotation: 0,
  };
  const probability = tf.tidy(() => {
    const output = model.execute(cropRect(image, frame, INPUT_SIZE, [0, 1])) as tf.Tensor;
    return tf.squeeze(output, [0, 3]) as tf.Tensor2D;
  });
  const mask = await regionMaskToImage(probability, frame, width, height);
  probability.dispose();
  return mask;
}
