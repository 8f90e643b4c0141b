import { plainHttpOrigin } from '@afterlook/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The origin of the page that frames this one, as it declares itself: the loader's
 * `embedOrigin` query parameter, else the Referer's origin (the loader's iframe sends
 * it). Either may be forged; the browser still checks frame-ancestors against the real
 * ancestors, so naming an origin only ever lets that origin frame the page. Only a plain
 * http(s) origin passes: it may end up in a CSP header.
 */
export function framingOrigin(request: FastifyRequest, embedOrigin: unknown): string | null {
  const declared = typeof embedOrigin === 'string' ? embedOrigin : null;
  return plainHttpOrigin(declared) ?? plainHttpOrigin(request.headers.referer);
}
