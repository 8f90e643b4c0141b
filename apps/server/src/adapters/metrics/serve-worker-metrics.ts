import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from './create-metrics.ts';
import { registerMetricsRoute } from './register-metrics.ts';

export interface WorkerMetricsOptions {
  readonly port: number;
  readonly host: string;
  readonly token: string | undefined;
}

/**
 * A worker serves no API, but its job run times and memory are what an operator watches:
 * GET /metrics (same access rule as an API process's) and GET /healthz on METRICS_PORT.
 */
export async function serveWorkerMetrics(
  metrics: Metrics,
  options: WorkerMetricsOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerMetricsRoute(app, metrics, () => options.token);
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: options.port, host: options.host });
  return app;
}
