import sharp, { type Metadata } from 'sharp';
import { expect } from 'vitest';

/**
 * GETs a signed picture address, checks it answers a PNG and reads it whole. Reading
 * the body matters: an unread download keeps its connection busy, and closing the
 * server then waits for it.
 */
export async function fetchPng(baseUrl: string, url: string): Promise<Metadata> {
  const response = await fetch(`${baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(metadata.format).toBe('png');
  return metadata;
}
