import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DASHBOARD_PATH } from '@afterlook/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBuildFile, replyNotBuilt } from '../hosting/read-build-file.ts';
import { DOCUMENT_ONLY_HEADERS } from '../widget-hosting/register-widget-hosting.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const DASHBOARD_NOT_BUILT = 'Dashboard not built: run npm run build';

/**
 * The dashboard is our own first-party app: everything from our origin (and PUBLIC_URL's,
 * where the clinic's logo and form-config addresses point), no inline script or style,
 * and nobody else may frame it (frame-ancestors 'none', X-Frame-Options DENY). It may
 * frame our own pages: the settings page's live preview of the widget.
 */
export function dashboardCsp(publicUrl?: string): string {
  const own = ["'self'", ...(publicUrl ? [new URL(publicUrl).origin] : [])];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': [...own, 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': own,
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'frame-src': own,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A path that names a file (a last segment with a dot), not a page of the app. */
const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');

/**
 * The built dashboard (DASHBOARD_DIST) at /dashboard: its hashed files under
 * /dashboard/assets/ (precompressed variants by Accept-Encoding, cached for a year) and
 * index.html for /dashboard and every page under it (the app routes itself; revalidated
 * by ETag on every visit, so a new build reaches staff at once). Without a build: 503.
 */
export async function registerDashboardHosting(app: FastifyInstance): Promise<void> {
  const dist = app.config.dashboardDist;
  const assets = join(dist, 'assets');
  await app.register(fastifyStatic, {
    root: assets,
    prefix: `${DASHBOARD_PATH}/assets/`,
    index: false,
    wildcard: true,
    decorateReply: false,
    cacheControl: false,
    // The build's .br and .gz variants (build-served-assets.ts), by Accept-Encoding.
    preCompressed: true,
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });

  const csp = dashboardCsp(app.config.publicUrl);
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (looksLikeFile(request.url)) return reply.callNotFound();
    const html = await readBuildFile(join(dist, 'index.html'));
    if (!html) return replyNotBuilt(reply, DASHBOARD_NOT_BUILT);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('content-security-policy', csp)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  };
  app.get(DASHBOARD_PATH, { schema: { hide: true } }, serveIndex);
  app.get(`${DASHBOARD_PATH}/*`, { schema: { hide: true } }, serveIndex);
}
