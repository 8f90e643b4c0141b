import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startWasmBackend } from '../tfjs/start-wasm-backend.ts';
import { regionMaskToImage } from './region-mask-to-image.ts';

describe('regionMaskToImage', () => {
  beforeAll(() => startWasmBackend());

  it('pastes a region mask at image size, zero outside the region', async () => {
    const mask = tf.ones([16, 16]) as tf.Tensor2D;
    const region = { centerX: 50, centerY: 40, width: 40, height: 40, rotation: 0 };
    const pasted = await regionMaskToImage(mask, region, 100, 80);
    const at = (x: number, y: number) => pasted.data[y * 100 + x];
    expect([pasted.width, pasted.height, pasted.data.length]).toEqual([100, 80, 8000]);
    expect(at(50, 40)).toBe(255);
    expect(at(35, 25)).toBe(255);
    expect(at(10, 10)).toBe(0);
    expect(at(90, 70)).toBe(0);
    mask.dispose();
  });

  it('follows the region rotation', async () => {
    // Left half of the region's mask is person: after a quarter-turn it is the top half.
    const mask = tf.concat([tf.ones([16, 8]), tf.zeros([16, 8])], 1) as tf.Tensor2D;
    const region = { centerX: 50, centerY: 50, width: 40, height: 40, rotation: Math.PI / 2 };
    const pasted = await regionMaskToImage(mask, region, 100, 100);
    expect(pasted.data[40 * 100 + 50]).toBe(255);
    expect(pasted.data[60 * 100 + 50]).toBe(0);
    mask.dispose();
  });
});
