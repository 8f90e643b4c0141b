/**
 * `npm run worker`: runs transform jobs and webhook deliveries from BullMQ (JOB_QUEUE=bullmq,
 * REDIS_URL) on this process's image worker threads. It serves no API, only /metrics and
 * /healthz on METRICS_PORT when set; API processes enqueue. It shares the API's database,
 * DATA_DIR keys and blob storage.
 */
import { pino } from 'pino';
import { createDb } from './adapters/db/create-db.ts';
import { migrateDb } from './adapters/db/migrate-db.ts';
import { createMetrics } from './adapters/metrics/create-metrics.ts';
import { serveWorkerMetrics } from './adapters/metrics/serve-worker-metrics.ts';
import { buildPorts } from './compose/build-ports.ts';
import { closeOnSignals, loadConfigOrExit } from './compose/close-on-signals.ts';

/** Running jobs get the queue's drain (5 s) to finish; past this the process just exits. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

const config = loadConfigOrExit();
if (config.jobQueue !== 'bullmq') {
  process.stderr.write(
    'npm run worker takes its jobs from BullMQ: set JOB_QUEUE=bullmq and REDIS_URL\n',
  );
  process.exit(2);
}

const log = pino({ level: config.logLevel, name: 'afterlook-worker' });
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDb(db);
// Read at scrape time, once the queue exists.
const metrics = createMetrics(() => built.ports.jobs.depth());
const built = await buildPorts(config, {
  db,
  log,
  images: 'threads',
  jobDuration: metrics.jobDuration,
  consume: true,
});
const { engine, jobs } = built.ports;
jobs.start();
const metricsServer =
  config.metricsPort === undefined
    ? undefined
    : await serveWorkerMetrics(metrics, {
        port: config.metricsPort,
        host: config.host,
        token: config.metricsToken,
      });
log.info({ threads: built.pool.size, metricsPort: config.metricsPort }, 'AfterLook worker started');
if (config.nodeEnv !== 'test') {
  // Vision weights load now, so the first photo does not wait for them.
  engine
    .warmUp()
    .then(() => log.info('vision engine loaded on every image thread'))
    .catch((error: unknown) =>
      log.warn({ err: error }, 'image workers could not load the vision engine'),
    );
}

// Running jobs finish or go back to the queue (stop), then the threads and database close.
closeOnSignals(
  async () => {
    await metricsServer?.close();
    await built.close();
    await db.destroy();
  },
  log,
  SHUTDOWN_TIMEOUT_MS,
);
