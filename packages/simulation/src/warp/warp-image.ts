import type { RgbaImage } from '@afterlook/domain';
import type { DisplacementField } from '../field/displacement-field.ts';
import { forEachWarpedSpan } from './warped-spans.ts';

/**
 * The after image: every pixel the field moves is resampled bilinearly from the
 * before image at its source position (clamped to the frame); every other pixel is
 * copied bit for bit. Pixels are blended as packed 32-bit words, two channels per
 * multiply, with weights in 1/256 steps (a still pixel keeps its exact value).
 */
export function warpImage(image: RgbaImage, field: DisplacementField): RgbaImage {
  const { width, height } = image;
  if (field.width !== width || field.height !== height) {
    throw new RangeError(`field is ${field.width}×${field.height}, image ${width}×${height}`);
  }
  const out = new Uint8ClampedArray(width * height * 4);
  out.set(image.data);
  if (!field.region) return { width, height, data: out };
  const src = packedPixels(image);
  const dst = new Uint32Array(out.buffer);
  const maxX = width - 1;
  const maxY = height - 1;
  forEachWarpedSpan(field, (y, x0, x1, sx0, sy0, stepX, stepY) => {
    let sx = sx0;
    let sy = sy0;
    let o = y * width + x0;
    for (let x = x0; x < x1; x++, o++, sx += stepX, sy += stepY) {
      const fx = sx < 0 ? 0 : Math.min(sx, maxX);
      const fy = sy < 0 ? 0 : Math.min(sy, maxY);
      const ix = fx | 0;
      const iy = fy | 0;
      const wx = ((fx - ix) * 256 + 0.5) | 0;
      const wy = ((fy - iy) * 256 + 0.5) | 0;
      const p = iy * width + ix;
      const right = ix < maxX ? 1 : 0;
      const down = iy < maxY ? width : 0;
      const p00 = src[p] as number;
      const p10 = src[p + right] as number;
      const p01 = src[p + down] as number;
      const p11 = src[p + down + right] as number;
      const vx = 256 - wx;
      const rbTop = (((p00 & 0xff00ff) * vx + (p10 & 0xff00ff) * wx + 0x800080) >>> 8) & 0xff00ff;
      const agTop =
        ((((p00 >>> 8) & 0xff00ff) * vx + ((p10 >>> 8) & 0xff00ff) * wx + 0x800080) >>> 8) &
        0xff00ff;
      const rbBot = (((p01 & 0xff00ff) * vx + (p11 & 0xff00ff) * wx + 0x800080) >>> 8) & 0xff00ff;
      const agBot =
        ((((p01 >>> 8) & 0xff00ff) * vx + ((p11 >>> 8) & 0xff00ff) * wx + 0x800080) >>> 8) &
        0xff00ff;
      const vy = 256 - wy;
      const rb = ((rbTop * vy + rbBot * wy + 0x800080) >>> 8) & 0xff00ff;
      const ag = ((agTop * vy + agBot * wy + 0x800080) >>> 8) & 0xff00ff;
      dst[o] = rb | (ag << 8);
    }
  });
  return { width, height, data: out };
}

/** The image as one 32-bit word per pixel, without copying when the buffer is aligned. */
function packedPixels(image: RgbaImage): Uint32Array {
  const { data } = image;
  const n = image.width * image.height;
  if (data.byteOffset % 4 === 0) return new Uint32Array(data.buffer, data.byteOffset, n);
  const words = new Uint32Array(n);
  new Uint8Array(words.buffer).set(data);
  return words;
}
