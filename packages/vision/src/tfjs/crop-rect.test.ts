import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cropRect } from './crop-rect.ts';
import { startWasmBackend } from './start-wasm-backend.ts';

/** A 40×20 image whose red channel is the column index and green the row index. */
const gradient = (): tf.Tensor3D =>
  tf.tidy(() => {
    const cols = tf.tile(tf.reshape(tf.range(0, 40), [1, 40, 1]), [20, 1, 1]);
    const rows = tf.tile(tf.reshape(tf.range(0, 20), [20, 1, 1]), [1, 40, 1]);
    return tf.concat([cols, rows, tf.zerosLike(rows)], 2) as tf.Tensor3D;
  });

describe('cropRect', () => {
  beforeAll(() => startWasmBackend());

  it('cuts an upright region pixel for pixel and maps values to the range', async () => {
    const image = gradient();
    const crop = cropRect(
      image,
      { centerX: 15, centerY: 10, width: 10, height: 10, rotation: 0 },
      10,
      [0, 255],
    );
    const values = (await crop.array())[0] as number[][][];
    expect(values[0]?.[0]?.slice(0, 2)).toEqual([10, 5]);
    expect(values[9]?.[9]?.slice(0, 2)).toEqual([19, 14]);
    tf.dispose([image, crop]);
  });

  it('turns the crop upright: a quarter-turn region reads the image sideways', async () => {
    const image = gradient();
    const region = { centerX: 20, centerY: 10, width: 10, height: 10, rotation: Math.PI / 2 };
    const crop = cropRect(image, region, 10, [0, 255]);
    const values = (await crop.array())[0] as number[][][];
    // Moving right in the crop moves down in the image.
    const [first, next] = [values[5]?.[0], values[5]?.[1]];
    expect((next?.[1] ?? 0) - (first?.[1] ?? 0)).toBeCloseTo(1);
    expect((next?.[0] ?? 0) - (first?.[0] ?? 0)).toBeCloseTo(0);
    tf.dispose([image, crop]);
  });

  it('fills outside the image with the range minimum', async () => {
    const image = gradient();
    const crop = cropRect(
      image,
      { centerX: 0, centerY: 0, width: 10, height: 10, rotation: 0 },
      10,
      [-1, 1],
    );
    const values = (await crop.array())[0] as number[][][];
    expect(values[0]?.[0]).toEqual([-1, -1, -1]);
    tf.dispose([image, crop]);
  });
});
