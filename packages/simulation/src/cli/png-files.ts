import type { RgbaImage } from '@afterlook/domain';
import sharp, { type Sharp } from 'sharp';

/** The pixels a sharp pipeline ends with, as RGBA (an alpha channel added where the source has none). */
export async function decodeRgba(pipeline: Sharp): Promise<RgbaImage> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/** Decodes any image sharp reads (PNG, JPEG, WebP...) to RGBA, honouring EXIF orientation. */
export async function readImage(path: string): Promise<RgbaImage> {
  return decodeRgba(sharp(path).rotate());
}

export async function writePng(path: string, image: RgbaImage): Promise<void> {
  await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 9 })
    .toFile(path);
}
