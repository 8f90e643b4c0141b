/** Mask arithmetic for the fidelity benchmark. */
import type { Landmark, PersonMask, RgbaImage } from '@afterlook/domain';

/** Pixels (centres) inside a closed polygon, even-odd rule: 255 inside, 0 outside. */
export function polygonMask(
  points: readonly Landmark[],
  width: number,
  height: number,
): PersonMask {
  const data = new Uint8Array(width * height);
  const xs: number[] = [];
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    xs.length = 0;
    for (let k = 0; k < points.length; k++) {
      const a = points[k] as Landmark;
      const b = points[(k + 1) % points.length] as Landmark;
      if ((a.y <= cy && b.y > cy) || (b.y <= cy && a.y > cy)) {
        xs.push(a.x + ((cy - a.y) * (b.x - a.x)) / (b.y - a.y));
      }
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const x0 = Math.max(0, Math.ceil((xs[k] as number) - 0.5));
      const x1 = Math.min(width - 1, Math.floor((xs[k + 1] as number) - 0.5));
      if (x1 >= x0) data.fill(255, y * width + x0, y * width + x1 + 1);
    }
  }
  return { width, height, data };
}

/** The vermilion: inside the outer lip contour and outside the inner one. */
export function vermilionMask(
  outer: readonly Landmark[],
  inner: readonly Landmark[],
  width: number,
  height: number,
): PersonMask {
  const o = polygonMask(outer, width, height);
  const i = polygonMask(inner, width, height);
  const data = new Uint8Array(width * height);
  for (let p = 0; p < data.length; p++)
    data[p] = (o.data[p] as number) > 127 && (i.data[p] as number) <= 127 ? 255 : 0;
  return { width, height, data };
}

/** Pixels inside the ROI where the two masks, binarised at 128, disagree. */
export function symmetricDifference(a: PersonMask, b: PersonMask, roi: PersonMask): number {
  let n = 0;
  for (let p = 0; p < roi.data.length; p++) {
    if ((roi.data[p] as number) < 128) continue;
    if ((a.data[p] as number) >= 128 !== (b.data[p] as number) >= 128) n++;
  }
  return n;
}

/** Mean absolute RGB difference (0..255) over the pixels outside the ROI. */
export function changeOutside(a: RgbaImage, b: RgbaImage, roi: PersonMask): number {
  let sum = 0;
  let count = 0;
  for (let p = 0; p < roi.data.length; p++) {
    if ((roi.data[p] as number) >= 128) continue;
    const o = p * 4;
    sum +=
      Math.abs((a.data[o] as number) - (b.data[o] as number)) +
      Math.abs((a.data[o + 1] as number) - (b.data[o + 1] as number)) +
      Math.abs((a.data[o + 2] as number) - (b.data[o + 2] as number));
    count += 3;
  }
  return count === 0 ? 0 : sum / count;
}
