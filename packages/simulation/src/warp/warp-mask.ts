import type { PersonMask } from '@afterlook/domain';
import type { DisplacementField } from '../field/displacement-field.ts';
import { forEachWarpedSpan } from './warped-spans.ts';

/** The person mask carried through the same field as the image (bilinear, clamped). */
export function warpMask(mask: PersonMask, field: DisplacementField): PersonMask {
  const { width, height } = mask;
  if (field.width !== width || field.height !== height) {
    throw new RangeError(`field is ${field.width}×${field.height}, mask ${width}×${height}`);
  }
  const src = mask.data;
  const out = new Uint8Array(src);
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
      const wx = fx - ix;
      const wy = fy - iy;
      const p = iy * width + ix;
      const right = ix < maxX ? 1 : 0;
      const down = iy < maxY ? width : 0;
      const top = (src[p] as number) + ((src[p + right] as number) - (src[p] as number)) * wx;
      const bottom =
        (src[p + down] as number) +
        ((src[p + down + right] as number) - (src[p + down] as number)) * wx;
      out[o] = (top + (bottom - top) * wy + 0.5) | 0;
    }
  });
  return { width, height, data: out };
}
