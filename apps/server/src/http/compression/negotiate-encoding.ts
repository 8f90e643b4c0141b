import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { ENCODED_VARIANTS } from './precompress-dir.ts';

export type ContentEncoding = (typeof ENCODED_VARIANTS)[number]['encoding'];

/** The best of brotli, gzip the request accepts ('*' counts as gzip), or identity. */
export function negotiateEncoding(request: FastifyRequest): ContentEncoding | 'identity' {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  const chosen = negotiate(
    header.toLowerCase().replace(/\*/g, 'gzip'),
    ENCODED_VARIANTS.map((v) => v.encoding),
  );
  return (chosen as ContentEncoding | null) ?? 'identity';
}
