import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import fp from 'fastify-plugin';
import { createBlobStore } from '../blobs/create-blob-store.ts';
import { createChatEngine } from '../chat/create-chat-engine.ts';
import { deleteAbandonedSlots } from '../images/delete-abandoned-slots.ts';
import { ingestUpload } from '../images/ingest-upload.ts';
import { createJobQueue } from '../jobs/create-job-queue.ts';
import type { Ports } from '../ports.ts';
import { createFieldCipher } from '../privacy/create-field-cipher.ts';
import { loadServerKeys } from '../privacy/load-server-keys.ts';
import { sealLeadData } from '../privacy/seal-lead-data.ts';
import { sweepRetention } from '../retention/sweep-retention.ts';
import { loadSampleModels } from '../sample-models/load-sample-models.ts';
import { createSimulationEngine } from '../simulation/create-simulation-engine.ts';
import { createTransformJobHandler } from '../transforms/create-transform-job-handler.ts';
import { createSeriesLengths } from '../transforms/expected-series-length.ts';
import { TRANSFORM_JOB_KIND } from '../transforms/transform-job.ts';
import { createWebhookJobHandler } from '../webhooks/create-webhook-job-handler.ts';
import { WEBHOOK_JOB_KIND } from '../webhooks/webhook-job.ts';
import { createImagePool, type ImagePool } from '../workers/create-image-pool.ts';
import { decodeGrayMask } from '../workers/decode-gray-mask.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every port but the database and clock (those are on the app context). */
    ports: Ports;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A clinic's webhook answers within this or the try counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries in flight at once, in their own lane beside the image work. */
const WEBHOOK_CONCURRENCY = 4;

export interface PortsOptions {
  /** An already-built pool (tests share one); default one per app, closed with it. */
  readonly pool?: ImagePool;
  /** Leave the queue stopped (tests drive it). */
  readonly startQueue?: boolean;
}

/**
 * Builds the ports the configuration selects (blob store, job queue, simulation engine,
 * on a worker-thread pool for image work) and mounts what their adapters need. The queue
 * starts when the server is ready and stops before it closes.
 */
export const portsPlugin = fp<PortsOptions>(
  async (app, options) => {
    const { config, db, clock } = app;
    const { signer, keyring } = loadServerKeys(config, clock);
    const cipher = createFieldCipher(keyring);
    // Rows stored before sealing existed are sealed before the first request.
    await sealLeadData(db, cipher);
    const blobStore = createBlobStore(config, signer, keyring);
    const blobs = blobStore.blobs;
    const ownPool = !options.pool;
    const pool =
      options.pool ??
      createImagePool({
        modelDir: config.modelDir,
        ...(config.workerThreads ? { threads: config.workerThreads } : {}),
      });
    const engine = createSimulationEngine(config, pool);
    const samples = loadSampleModels(config.sampleModelsDir, decodeGrayMask);
    const seriesLength = createSeriesLengths(engine, samples);
    const jobs = createJobQueue(config, {
      db,
      clock,
      handlers: {
        [TRANSFORM_JOB_KIND]: createTransformJobHandler({ db, clock, blobs, engine, samples }),
        [WEBHOOK_JOB_KIND]: createWebhookJobHandler(
          {
            db,
            clock,
            blobs,
            cipher,
            // The lead in a delivery reads its transform's levels through this very queue.
            get jobs() {
              return jobs;
            },
          },
          { allowPrivate: config.webhookAllowPrivate, timeoutMs: WEBHOOK_TIMEOUT_MS },
        ),
      },
      lanes: { [WEBHOOK_JOB_KIND]: WEBHOOK_CONCURRENCY },
      retryBaseMs: { [WEBHOOK_JOB_KIND]: config.webhookRetryBaseMs },
      concurrency: pool.size,
      log: {
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      },
    });
    const ports: Ports = {
      db,
      clock,
      blobs,
      cipher,
      signer,
      pool,
      engine,
      jobs,
      samples,
      seriesLength,
      chat: createChatEngine(config, (details) =>
        app.log.warn(details, 'chat endpoint failed; the knowledge base answered'),
      ),
    };
    app.decorate('ports', ports);
    await blobStore.mount(app, (target, body) => ingestUpload(ports, target, body));

    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // The engine's series length per procedure, known before the first request
      // (download_urls are signed from it) and before resumed jobs fill the workers.
      await Promise.all(AI_SUPPORTED_PROCEDURES.map((procedure) => seriesLength(procedure))).catch(
        (error: unknown) => app.log.warn({ err: error }, 'series lengths could not be computed'),
      );
      if (options.startQueue !== false) jobs.start();
      if (config.nodeEnv !== 'test') {
        // Vision weights load in the background, so the first photo does not wait for them.
        engine
          .warmUp()
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'image workers could not load the vision engine'),
          );
      }
      const sweepStorage = () => {
        deleteAbandonedSlots(db, blobs, clock).catch((error: unknown) =>
          app.log.warn({ err: error }, 'abandoned upload slot cleanup failed'),
        );
        sweepRetention(ports)
          .then((report) => {
            if (report.images_deleted + report.leads_deleted > 0) {
              app.log.info(report, 'retention sweep deleted expired patient data');
            }
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'retention sweep failed'));
      };
      sweep = setInterval(sweepStorage, SWEEP_INTERVAL_MS);
      sweep.unref();
      // Data past retention when the server was down goes now, not an hour from now.
      if (config.nodeEnv !== 'test') sweepStorage();
      // Photos stored before sealing existed are sealed in the background.
      blobStore
        .reseal()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sealing stored images failed'));
    });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      await jobs.stop();
      if (ownPool) await pool.close();
    });
  },
  { name: 'afterlook-ports', dependencies: ['afterlook-app-context'] },
);
