import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/net/is-loopback-address.ts';
import type { Metrics } from './create-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A scraper on this machine, or one that shows METRICS_TOKEN as a Bearer token. */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (isLoopbackAddress(request.ip)) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return (
    token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token))
  );
}

/**
 * GET /metrics for Prometheus, on an API process or a worker's own small server. The
 * token is read per scrape: an API process has its configuration only once it is set up.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: () => string | undefined,
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token())) {
      return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/**
 * Times every request by its route pattern (an id or a URL signature never becomes a
 * label) and serves the registry at GET /metrics.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.serverErrors.inc({ route });
  });
  registerMetricsRoute(app, metrics, () => app.config.metricsToken);
}
