import { normalizeOriginPattern } from '@afterlook/embed/allowed-origins';
import type { FastifyRequest } from 'fastify';

/** An http(s) origin in its plain form, or null: it may end up in a CSP header. */
const plainOrigin = (value: unknown): string | null => {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const origin = new URL(value).origin;
  const normalized = normalizeOriginPattern(origin);
  return normalized === origin && !normalized.endsWith(':*') ? normalized : null;
};

/**
 * The origin of the page that frames this one, as it declares itself: the loader's
 * `embedOrigin` query parameter, else the Referer's origin (the loader's iframe sends
 * it). Either may be forged; the browser still checks frame-ancestors against the real
 * ancestors, so naming an origin only ever lets that origin frame the page.
 */
export function framingOrigin(request: FastifyRequest, embedOrigin: unknown): string | null {
  return plainOrigin(embedOrigin) ?? plainOrigin(request.headers.referer);
}
