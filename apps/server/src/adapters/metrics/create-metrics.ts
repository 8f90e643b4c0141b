import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** What a process reports at /metrics (Prometheus text format). */
export interface Metrics {
  readonly registry: Registry;
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly serverErrors: Counter<'route'>;
  readonly jobDuration: Histogram<'kind' | 'outcome'>;
  /** Set from `depth` at every scrape. */
  readonly queueDepth: Gauge<'kind'>;
}

/**
 * One registry per app (tests build many apps in one process), with the process's own
 * figures (memory, event-loop lag, GC) beside ours. `depth` is read at scrape time.
 */
export function createMetrics(depth: () => Promise<Readonly<Record<string, number>>>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'afterlook_' });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'afterlook_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern (never the raw URL: ids and signatures stay out)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    serverErrors: new Counter({
      name: 'afterlook_http_server_errors_total',
      help: 'Requests answered 5xx, by route pattern',
      labelNames: ['route'],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'afterlook_job_duration_seconds',
      help: 'Background job run time by kind and outcome (done, failed, crashed)',
      labelNames: ['kind', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: 'afterlook_queue_depth',
      help: 'Jobs waiting to run, by kind',
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const [kind, waiting] of Object.entries(await depth())) this.set({ kind }, waiting);
      },
    }),
  };
}
