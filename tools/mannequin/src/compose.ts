import type { PersonMask, RgbaImage } from '@afterlook/domain';
import { linearToSrgb } from './palette.ts';
import type { FigureRaster } from './raymarch.ts';

/** Figure over backdrop, to 8-bit sRGB, and the coverage as the person mask. */
export function composeImage(
  figure: FigureRaster,
  backdrop: Float32Array,
): { image: RgbaImage; mask: PersonMask } {
  const { width, height } = figure;
  const data = new Uint8ClampedArray(width * height * 4);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const a = figure.coverage[i] as number;
    for (let c = 0; c < 3; c++) {
      const v = (figure.color[i * 3 + c] as number) + (backdrop[i * 3 + c] as number) * (1 - a);
      data[i * 4 + c] = Math.round(linearToSrgb(v) * 255);
    }
    data[i * 4 + 3] = 255;
    mask[i] = Math.round(a * 255);
  }
  return { image: { width, height, data }, mask: { width, height, data: mask } };
}
