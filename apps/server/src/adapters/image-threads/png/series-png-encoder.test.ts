import { randomBytes } from 'node:crypto';
import type { RgbaImage } from '@afterlook/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSeriesPngEncoder } from './series-png-encoder.ts';

/** An opaque photo-like image: smooth gradients with noise, so every filter has work. */
function photo(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  const noise = randomBytes(width * height);
  for (let p = 0; p < width * height; p++) {
    const x = p % width;
    const y = Math.floor(p / width);
    data[p * 4] = (x * 3 + (noise[p] as number) / 16) & 255;
    data[p * 4 + 1] = (y * 2 + x) & 255;
    data[p * 4 + 2] = noise[p] as number;
    data[p * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** A copy of `image` with rows [from, to) changed, as a warp changes its band. */
function changedRows(image: RgbaImage, from: number, to: number): RgbaImage {
  const data = new Uint8ClampedArray(image.data);
  for (let i = from * image.width * 4; i < to * image.width * 4; i++) {
    if (i % 4 !== 3) data[i] = 255 - (data[i] as number);
  }
  return { ...image, data };
}

/** What a browser gets back: the PNG's pixels, decoded by libvips, as RGBA. */
async function decoded(png: Uint8Array) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('the PNGs of a series of after images', () => {
  it('decode to exactly the pixels of each image, whatever rows it changes', async () => {
    const before = photo(200, 150);
    const encoder = createSeriesPngEncoder(before);
    const series = [
      changedRows(before, 40, 90),
      before,
      changedRows(before, 0, 1),
      changedRows(before, 149, 150),
      changedRows(before, 16, 32),
      changedRows(before, 0, 150),
      photo(200, 150),
    ];
    for (const after of series) {
      const png = encoder.encode(after);
      const { data, info } = await decoded(png);
      expect(info).toMatchObject({ width: 200, height: 150, channels: 4, format: 'raw' });
      expect(data.equals(Buffer.from(after.data.buffer))).toBe(true);
    }
  });

  it('are plain 8-bit RGB PNGs with no metadata chunk', async () => {
    const before = photo(64, 40);
    const png = createSeriesPngEncoder(before).encode(changedRows(before, 10, 20));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', channels: 3, depth: 'uchar', hasAlpha: false });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const chunks: string[] = [];
    for (let at = 8; at < png.length; ) {
      const length = Buffer.from(png.subarray(at, at + 4)).readUInt32BE(0);
      chunks.push(Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1'));
      at += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('refuses an image of another size than its before', () => {
    const encoder = createSeriesPngEncoder(photo(32, 32));
    expect(() => encoder.encode(photo(32, 31))).toThrow(RangeError);
  });
});
