import type { PersonMask, RgbaImage } from '@afterlook/domain';
import sharp from 'sharp';

/** Lossless PNG of an opaque image (alpha dropped), maximum zlib effort. */
export function encodePng(image: RgbaImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 })
    .toBuffer();
}

/** Greyscale PNG of a person mask. */
export function encodeMaskPng(mask: PersonMask): Promise<Buffer> {
  return sharp(Buffer.from(mask.data.buffer, mask.data.byteOffset, mask.data.byteLength), {
    raw: { width: mask.width, height: mask.height, channels: 1 },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
