import { join } from 'node:path';
import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import fp from 'fastify-plugin';
import { createFsBlobStore } from '../blobs/create-fs-blob-store.ts';
import { deleteAbandonedSlots } from '../images/delete-abandoned-slots.ts';
import type { MediaDeps } from '../images/media-deps.ts';
import { createLocalJobQueue } from '../jobs/create-local-job-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { loadSampleModels } from '../sample-models/load-sample-models.ts';
import { createUrlSigner } from '../signing/create-url-signer.ts';
import { loadSigningSecret } from '../signing/load-signing-secret.ts';
import { createTransformJobHandler } from '../transforms/create-transform-job-handler.ts';
import { createSeriesLengths } from '../transforms/expected-series-length.ts';
import { TRANSFORM_JOB_KIND } from '../transforms/transform-job.ts';
import { createImagePool, type ImagePool } from '../workers/create-image-pool.ts';
import { decodeGrayMask } from '../workers/decode-gray-mask.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Blob store, signer, worker pool, job queue and sample models. */
    media: MediaDeps;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface MediaOptions {
  /** An already-built pool (tests share one); default one per app, closed with it. */
  readonly pool?: ImagePool;
  /** Leave the queue stopped (tests drive it). */
  readonly startQueue?: boolean;
}

/**
 * Our media ports on the embedded default: files under DATA_DIR/blobs with HMAC-signed
 * URLs, a worker-thread pool for image work, and the durable job queue in the
 * database. The queue starts when the server is ready and stops before it closes.
 */
export const mediaPlugin = fp<MediaOptions>(
  async (app, options) => {
    const { config, db, clock } = app;
    const signer = createUrlSigner(
      loadSigningSecret(config.dataDir, config.blobSigningSecret),
      clock,
    );
    const blobs = createFsBlobStore(join(config.dataDir, 'blobs'), signer);
    await blobs.sweepTemp();
    const ownPool = !options.pool;
    const pool =
      options.pool ??
      createImagePool({
        modelDir: config.modelDir,
        ...(config.workerThreads ? { threads: config.workerThreads } : {}),
      });
    const samples = loadSampleModels(config.sampleModelsDir, decodeGrayMask);
    const seriesLength = createSeriesLengths(pool, samples);
    const base = { db, clock, blobs, signer, pool, samples, seriesLength };
    const jobs: JobQueue = createLocalJobQueue({
      db,
      clock,
      handlers: { [TRANSFORM_JOB_KIND]: createTransformJobHandler(base) },
      concurrency: pool.size,
      leaseMs: config.jobLeaseMs,
      log: {
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      },
    });
    app.decorate('media', { ...base, jobs });

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
        pool
          .warmUp()
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'image workers could not load the vision engine'),
          );
      }
      sweep = setInterval(() => {
        deleteAbandonedSlots(db, blobs, clock).catch((error: unknown) =>
          app.log.warn({ err: error }, 'abandoned upload slot cleanup failed'),
        );
      }, SWEEP_INTERVAL_MS);
      sweep.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      await jobs.stop();
      if (ownPool) await pool.close();
    });
  },
  { name: 'afterlook-media', dependencies: ['afterlook-app-context'] },
);
