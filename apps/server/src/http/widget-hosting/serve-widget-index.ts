import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { buildCsp } from '../content-security-policy.ts';
import { readBuildFile, replyNotBuilt } from '../hosting/read-build-file.ts';

/** The placeholder the widget's index.html carries (apps/widget/index.html). */
const PUBLIC_URL_META = '<meta name="afterlook-public-url" content="/" />';

export const WIDGET_NOT_BUILT = 'Widget not built: run npm run build';

/**
 * Sends the widget's index.html with the given status, revalidated on every visit
 * (no-cache + a strong ETag of the page: a new build reaches visitors at once, an
 * unchanged one costs a 304), framable by `frameAncestors` besides our own origin,
 * allowed to call `connectOrigins` besides its own, with the provider's address
 * (`publicUrl`, PUBLIC_URL) written in. The page is written per server, so it is
 * compressed as it goes out (register-compression.ts), not ahead. Without a build: 503.
 */
export async function serveWidgetIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  widgetDist: string,
  status: 200 | 404,
  frameAncestors: readonly string[],
  connectOrigins: readonly string[] = [],
  publicUrl?: string,
): Promise<FastifyReply> {
  const html = await readBuildFile(join(widgetDist, 'index.html'));
  if (!html) return replyNotBuilt(reply, WIDGET_NOT_BUILT);
  const page = publicUrl
    ? Buffer.from(
        html
          .toString('utf8')
          .replace(
            PUBLIC_URL_META,
            `<meta name="afterlook-public-url" content="${escapeHtml(publicUrl)}" />`,
          ),
        'utf8',
      )
    : html;
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  reply
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('content-security-policy', buildCsp(frameAncestors, { connectOrigins }))
    .type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(page);
}
