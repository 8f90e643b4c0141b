import sharp from 'sharp';

/** A grayscale PNG (a sample model's person mask) as one byte per pixel. */
export async function decodeGrayMask(
  png: Uint8Array,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}
