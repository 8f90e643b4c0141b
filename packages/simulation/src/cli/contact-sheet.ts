import type { RgbaImage } from '@afterlook/domain';

/**
 * Before and after images side by side on one canvas, each scaled to `tileHeight`
 * (box-filtered), separated by a thin gutter: the sheet a reviewer looks at.
 */
export function contactSheet(images: readonly RgbaImage[], tileHeight: number): RgbaImage {
  const gutter = Math.max(2, Math.round(tileHeight / 64));
  const tiles = images.map((image) => scaleToHeight(image, tileHeight));
  const width = tiles.reduce((sum, t) => sum + t.width, 0) + gutter * (tiles.length + 1);
  const height = tileHeight + 2 * gutter;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  let left = gutter;
  for (const tile of tiles) {
    for (let y = 0; y < tile.height; y++) {
      const from = y * tile.width * 4;
      data.set(tile.data.subarray(from, from + tile.width * 4), ((y + gutter) * width + left) * 4);
    }
    left += tile.width + gutter;
  }
  return { width, height, data };
}

/** Area-average downscale (or nearest upscale) to a given height, keeping the aspect ratio. */
export function scaleToHeight(image: RgbaImage, height: number): RgbaImage {
  const width = Math.max(1, Math.round((image.width * height) / image.height));
  const data = new Uint8ClampedArray(width * height * 4);
  const fx = image.width / width;
  const fy = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const o = (sy * image.width + sx) * 4;
          r += image.data[o] as number;
          g += image.data[o + 1] as number;
          b += image.data[o + 2] as number;
          a += image.data[o + 3] as number;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      data[o] = r / n;
      data[o + 1] = g / n;
      data[o + 2] = b / n;
      data[o + 3] = a / n;
    }
  }
  return { width, height, data };
}

/** At most five results, evenly spread from the subtlest to the most pronounced. */
export function sheetPicks<T>(series: readonly T[]): T[] {
  if (series.length <= 5) return [...series];
  const picks: T[] = [];
  for (let k = 0; k < 5; k++) {
    picks.push(series[Math.round((k * (series.length - 1)) / 4)] as T);
  }
  return picks;
}
