import { browserImageCodec, type ImageCodec } from './prepare-photo.ts';

/**
 * An image address as a PNG blob (the scan flow hands the after image to the host page
 * as one, docs/product/state-machines.md#simulation-flow): a PNG is kept as it came, anything else is re-encoded.
 */
export async function fetchPng(url: string, codec: ImageCodec = browserImageCodec): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`image ${response.status}`);
  const blob = await response.blob();
  if (blob.type === 'image/png') return blob;
  const image = await codec.decode(blob);
  try {
    return await codec.encodePng(image.source, image.width, image.height);
  } finally {
    image.close();
  }
}
