import type { PersonMask } from '@afterlook/domain';

/** Person-probability threshold (0..255) that separates body from background. */
export const PERSON = 128;

/**
 * Reads the person mask in image pixel coordinates, whatever resolution the
 * segmenter produced (nearest sample; out-of-frame reads as background).
 */
export interface MaskView {
  readonly width: number;
  readonly height: number;
  at(x: number, y: number): number;
}

export function maskView(mask: PersonMask, imageWidth: number, imageHeight: number): MaskView {
  const sx = mask.width / imageWidth;
  const sy = mask.height / imageHeight;
  const { data, width: mw, height: mh } = mask;
  return {
    width: imageWidth,
    height: imageHeight,
    at(x: number, y: number): number {
      const mx = Math.floor(x * sx);
      const my = Math.floor(y * sy);
      if (mx < 0 || my < 0 || mx >= mw || my >= mh) return 0;
      return data[my * mw + mx] ?? 0;
    },
  };
}
