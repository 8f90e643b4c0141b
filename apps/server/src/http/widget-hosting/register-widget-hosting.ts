import { API_BASE, FORMS_BASE } from '@afterlook/api';
import { FLOW_ROUTES } from '@afterlook/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findWidgetPagePolicy } from '../../features/clinics/find-widget-page-policy.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { framingOrigin } from './framing-origin.ts';
import { serveWidgetIndex } from './serve-widget-index.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Helmet's headers that only a document (or a worker, and the widget starts none) obeys.
 * A hashed script, style sheet or font is never one, so these leave its responses: on
 * HTTP/1.1 they were about 0.6 KB of every such file's bytes on the wire. What guards a
 * subresource stays: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a style
 * sheet's own requests follow it) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const FlowQuery = z
  .object({
    clinicSdkKey: z.string().max(300).optional(),
    configUrl: z.string().optional(),
    embedOrigin: z.string().max(300).optional(),
  })
  .loose();

const isApiPath = (url: string) =>
  url.startsWith(`${API_BASE}/`) || url.startsWith(`${FORMS_BASE}/`) || url === API_BASE;

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  /text\/html|\*\/\*/.test(request.headers.accept ?? '');

/**
 * The built widget (WIDGET_DIST): files as they are or their precompressed variants
 * (hashed /assets/* cached for a year, the rest revalidated by ETag), index.html for the seven flow paths (200) and for any other
 * page (404, the SPA shows 'Incorrect form name'). JSON 404 for everything else.
 */
export async function registerWidgetHosting(app: FastifyInstance): Promise<void> {
  const dist = app.config.widgetDist;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    cacheControl: false,
    // The build's .br and .gz variants (build-served-assets.ts), by Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = path.startsWith(`${dist}/assets/`);
      reply.header(
        'cache-control',
        hashed
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : 'public, max-age=0, must-revalidate',
      );
      if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
    // index.html is only served through the flow routes below.
    allowedPath: (pathName) => pathName !== '/index.html',
  });

  const storageOrigin = app.ports.blobs.browserOrigin;
  for (const route of FLOW_ROUTES) {
    app.get(route.path, { schema: { hide: true } }, async (request, reply) => {
      const query = FlowQuery.safeParse(request.query);
      const data = query.success ? query.data : {};
      const policy = await findWidgetPagePolicy(app.db, {
        sdkKey: data.clinicSdkKey,
        framingOrigin: framingOrigin(request, data.embedOrigin),
        configUrl: data.configUrl,
      });
      return serveWidgetIndex(
        request,
        reply,
        dist,
        200,
        policy.frameAncestors,
        // With S3 storage the widget PUTs photos to the bucket itself.
        [...policy.connectOrigins, ...(storageOrigin ? [storageOrigin] : [])],
        app.config.publicUrl,
      );
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsHtml(request)) {
      return serveWidgetIndex(request, reply, dist, 404, [], [], app.config.publicUrl);
    }
    const path = request.url.split('?')[0];
    return replyWithKind(reply, 'not_found', {
      error: 'not_found',
      message: `No route ${request.method} ${path}`,
    });
  });
}
