import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import fp from 'fastify-plugin';
import type { ImagePool } from '../adapters/image-threads/image-pool.ts';
import { sweepAuditTrail } from '../features/audit/sweep-audit-trail.ts';
import { deleteAbandonedSlots } from '../features/images/delete-abandoned-slots.ts';
import { ingestUpload } from '../features/images/ingest-upload.ts';
import { sealLeadData } from '../features/privacy/seal-lead-data.ts';
import { sweepRetention } from '../features/retention/sweep-retention.ts';
import { scheduleLeadDigests } from '../features/staff-alerts/schedule-lead-digests.ts';
import type { Ports } from '../ports.ts';
import { buildPorts } from './build-ports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every port but the database and clock (those are on the app context). */
    ports: Ports;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often daily digests are looked for: each goes within this of its hour. */
const DIGEST_INTERVAL_MS = 5 * 60 * 1000;

export interface PortsOptions {
  /** An already-built pool (tests share one); default one per app, closed with it. */
  readonly pool?: ImagePool;
  /** Leave the queue stopped (tests drive it). */
  readonly startQueue?: boolean;
}

/**
 * The server's ports (compose/build-ports.ts, on a worker-thread pool for image work)
 * and what their adapters mount. The queue starts when the server is ready and stops
 * before it closes.
 */
export const portsPlugin = fp<PortsOptions>(
  async (app, options) => {
    const { config, db, clock } = app;
    // JOB_QUEUE=bullmq: this process only enqueues; `npm run worker` runs the jobs. It has
    // no image threads and loads no vision model: uploads are decoded here, and analysed
    // by the worker's transform.
    const apiOnly = config.jobQueue === 'bullmq';
    const built = await buildPorts(config, {
      db,
      clock,
      log: app.log,
      images: options.pool ?? (apiOnly ? 'inline' : 'threads'),
      jobDuration: app.metrics.jobDuration,
    });
    const { ports, blobStore } = built;
    const { blobs, engine, jobs, seriesLength } = ports;
    // Rows stored before sealing existed are sealed before the first request.
    await sealLeadData(db, ports.cipher).catch(async (error: unknown) => {
      await built.close();
      throw error;
    });
    app.decorate('ports', ports);
    await blobStore.mount(app, (target, body) => ingestUpload(ports, target, body));

    let sweep: NodeJS.Timeout | undefined;
    let digests: NodeJS.Timeout | undefined;
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
        sweepAuditTrail(db, clock, config.auditRetentionDays).catch((error: unknown) =>
          app.log.warn({ err: error }, 'audit trail retention sweep failed'),
        );
      };
      sweep = setInterval(sweepStorage, SWEEP_INTERVAL_MS);
      sweep.unref();
      // Members' daily digests, staged once across processes (schedule-lead-digests.ts).
      digests = setInterval(() => {
        scheduleLeadDigests(ports).catch((error: unknown) =>
          app.log.warn({ err: error }, 'scheduling daily digests failed'),
        );
      }, DIGEST_INTERVAL_MS);
      digests.unref();
      // Data past retention when the server was down goes now, not an hour from now.
      if (config.nodeEnv !== 'test') sweepStorage();
      // Photos stored before sealing existed are sealed in the background.
      blobStore
        .reseal()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sealing stored images failed'));
    });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      clearInterval(digests);
      await built.close();
    });
  },
  { name: 'afterlook-ports', dependencies: ['afterlook-app-context'] },
);
