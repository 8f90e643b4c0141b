import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import fp from 'fastify-plugin';
import { createBlobStore } from '../blobs/create-blob-store.ts';
import { createChatEngine } from '../chat/create-chat-engine.ts';
import { deleteAbandonedSlots } from '../images/delete-abandoned-slots.ts';
import { ingestUpload } from '../images/ingest-upload.ts';
import { createHandledJobQueue } from '../job-kinds/create-handled-job-queue.ts';
import type { Ports } from '../ports.ts';
import { createFieldCipher } from '../privacy/create-field-cipher.ts';
import { loadServerKeys } from '../privacy/load-server-keys.ts';
import { sealLeadData } from '../privacy/seal-lead-data.ts';
import { sweepRetention } from '../retention/sweep-retention.ts';
import { loadSampleModels } from '../sample-models/load-sample-models.ts';
import { createSimulationEngine } from '../simulation/create-simulation-engine.ts';
import { createSeriesLengths } from '../transforms/expected-series-length.ts';
import { createImagePool, type ImagePool } from '../workers/create-image-pool.ts';
import { createInlineImagePool } from '../workers/create-inline-image-pool.ts';
import { decodeGrayMask } from '../workers/decode-gray-mask.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every port but the database and clock (those are on the app context). */
    ports: Ports;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

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
    // JOB_QUEUE=bullmq: this process only enqueues; `npm run worker` runs the jobs. It has
    // no image threads and loads no vision model: uploads are decoded here, and analysed
    // by the worker's transform.
    const apiOnly = config.jobQueue === 'bullmq';
    const ownPool = !options.pool;
    const pool =
      options.pool ??
      (apiOnly
        ? createInlineImagePool()
        : createImagePool({
            modelDir: config.modelDir,
            ...(config.workerThreads ? { threads: config.workerThreads } : {}),
          }));
    const engine = createSimulationEngine(config, pool, (reason) =>
      app.log.warn(
        { dependency: 'gpu-engine', reason },
        'GPU engine failed; the CPU engine renders',
      ),
    );
    const samples = loadSampleModels(config.sampleModelsDir, decodeGrayMask);
    const seriesLength = createSeriesLengths(engine, samples);
    const jobs = createHandledJobQueue(
      config,
      { db, clock, blobs, cipher, engine, samples },
      { log: app.log, jobDuration: app.metrics.jobDuration, concurrency: pool.size },
    );
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
      if (config.nodeEnv !== 'test' && !apiOnly) {
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
