import { statSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { ENCODED_VARIANTS } from './precompress-dir.ts';

/** Header with the size of a compressed file once decoded. */
export const DECODED_LENGTH_HEADER = 'x-decoded-content-length';

/**
 * For a precompressed variant (`<file>.br`, `<file>.gz`) the file's own size: a
 * browser's fetch() reads decoded bytes while Content-Length counts encoded ones, so a
 * download progress bar needs the decoded total to reach 100%.
 */
export function setDecodedLength(reply: FastifyReply, sentPath: string): void {
  const variant = ENCODED_VARIANTS.find((v) => sentPath.endsWith(v.extension));
  if (!variant) return;
  try {
    reply.header(
      DECODED_LENGTH_HEADER,
      statSync(sentPath.slice(0, -variant.extension.length)).size,
    );
  } catch {
    // The source is gone: no total, the progress bar counts bytes without a percentage.
  }
}
