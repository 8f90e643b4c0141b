/**
 * `npm run worker`: runs transform jobs and webhook deliveries from BullMQ (JOB_QUEUE=bullmq,
 * REDIS_URL) on this process's image worker threads. It serves no API, only /metrics and
 * /healthz on METRICS_PORT when set; API processes enqueue. It shares the API's database,
 * DATA_DIR keys and blob storage.
 */
import { pino } from 'pino';
import { createBlobStore } from './blobs/create-blob-store.ts';
import { createDb } from './db/create-db.ts';
import { migrateDb } from './db/migrate-db.ts';
import { createHandledJobQueue } from './job-kinds/create-handled-job-queue.ts';
import { systemClock } from './lib/clock.ts';
import { closeOnSignals, loadConfigOrExit } from './lib/close-on-signals.ts';
import { createMetrics } from './metrics/create-metrics.ts';
import { serveWorkerMetrics } from './metrics/serve-worker-metrics.ts';
import { createFieldCipher } from './privacy/create-field-cipher.ts';
import { loadServerKeys } from './privacy/load-server-keys.ts';
import { loadSampleModels } from './sample-models/load-sample-models.ts';
import { createSimulationEngine } from './simulation/create-simulation-engine.ts';
import { createImagePool } from './workers/create-image-pool.ts';
import { decodeGrayMask } from './workers/decode-gray-mask.ts';

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
const clock = systemClock;
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDb(db);
const { signer, keyring } = loadServerKeys(config, clock);
const cipher = createFieldCipher(keyring);
const { blobs } = createBlobStore(config, signer, keyring);
const pool = createImagePool({
  modelDir: config.modelDir,
  ...(config.workerThreads ? { threads: config.workerThreads } : {}),
});
const engine = createSimulationEngine(config, pool, (reason) =>
  log.warn({ dependency: 'gpu-engine', reason }, 'GPU engine failed; the CPU engine renders'),
);
const samples = loadSampleModels(config.sampleModelsDir, decodeGrayMask);
// Read at scrape time, once the queue exists.
const metrics = createMetrics(() => jobs.depth());
const jobs = createHandledJobQueue(
  config,
  { db, clock, blobs, cipher, engine, samples },
  { log, jobDuration: metrics.jobDuration, concurrency: pool.size, consume: true },
);
jobs.start();
const metricsServer =
  config.metricsPort === undefined
    ? undefined
    : await serveWorkerMetrics(metrics, {
        port: config.metricsPort,
        host: config.host,
        token: config.metricsToken,
      });
log.info({ threads: pool.size, metricsPort: config.metricsPort }, 'AfterLook worker started');
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
    await jobs.stop();
    await pool.close();
    await db.destroy();
  },
  log,
  SHUTDOWN_TIMEOUT_MS,
);
