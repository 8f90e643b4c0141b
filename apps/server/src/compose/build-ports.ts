import { createFieldCipher } from '../adapters/crypto/create-field-cipher.ts';
import type { Keyring } from '../adapters/crypto/keyring.ts';
import { createImagePool } from '../adapters/image-threads/create-image-pool.ts';
import { createInlineImagePool } from '../adapters/image-threads/create-inline-image-pool.ts';
import { decodeGrayMask } from '../adapters/image-threads/decode-gray-mask.ts';
import type { ImagePool } from '../adapters/image-threads/image-pool.ts';
import type { Metrics } from '../adapters/metrics/create-metrics.ts';
import { loadSampleModels } from '../adapters/sample-models/load-sample-models.ts';
import { createBlobPatientKeys } from '../features/privacy/blob-patient-keys.ts';
import { createSeriesLengths } from '../features/transforms/expected-series-length.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { Db } from '../ports/db-schema.ts';
import type { Ports } from '../ports.ts';
import type { Config } from './config/load-config.ts';
import { type BlobAdapter, createBlobStore } from './create-blob-store.ts';
import { createChatEngine } from './create-chat-engine.ts';
import { createHandledJobQueue } from './create-handled-job-queue.ts';
import { createLeadCsvWriter } from './create-lead-csv-writer.ts';
import { createSimulationEngine } from './create-simulation-engine.ts';
import { loadServerKeys } from './load-server-keys.ts';

/** A pino logger, or anything that logs the same way. */
export interface PortsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: PortsLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface BuildPortsOptions {
  readonly db: Db;
  /** Default the system clock (tests move theirs). */
  readonly clock?: Clock;
  /** Where adapters' fallbacks and job runs are logged; default nowhere (the CLI). */
  readonly log?: PortsLog;
  /**
   * Who does the image work: 'threads', this process's worker-thread pool (the embedded
   * server, `npm run worker`); 'inline', no thread and no vision model (an API-only
   * process with JOB_QUEUE=bullmq, the CLI); or a pool already built (tests share one).
   */
  readonly images: 'threads' | 'inline' | ImagePool;
  /** Times each job run (the server's and the worker's /metrics). */
  readonly jobDuration?: Metrics['jobDuration'];
  /** bullmq: this process runs the jobs (`npm run worker`); see createJobQueue. */
  readonly consume?: boolean;
}

export interface BuiltPorts {
  readonly ports: Ports;
  /** The blob store's own needs: the routes it mounts, resealing what it stores. */
  readonly blobStore: BlobAdapter;
  /** The data keys (the CLI rotates them). */
  readonly keyring: Keyring;
  /** The image pool the ports run on (its size is the job concurrency). */
  readonly pool: ImagePool;
  /** Stops the job queue, then closes the pool if it was built here. Never closes the db. */
  close(): Promise<void>;
}

/**
 * The one composition of the ports from the configuration, for the server (compose/
 * ports-plugin.ts), `npm run worker` (worker.ts) and the CLI (cli/run-cli.ts,
 * compose/reseal-data.ts): the server's keys and the data cipher, the BlobStore, the
 * image pool and the SimulationEngine on it, the sample models, the ChatEngine, the
 * Mailer (SMTP_URL), and the JobQueue running every job kind's handlers on these ports. Nothing starts here: the
 * caller starts the queue (the CLI never does: its queue only forgets an erased
 * patient's jobs).
 */
export async function buildPorts(config: Config, options: BuildPortsOptions): Promise<BuiltPorts> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? silent;
  const { signer, keyring } = loadServerKeys(config, clock);
  const cipher = createFieldCipher(keyring);
  const blobStore = await createBlobStore(
    config,
    signer,
    keyring,
    createBlobPatientKeys({ db, cipher, clock }),
  );
  const { blobs } = blobStore;
  const ownPool = typeof options.images === 'string';
  const pool =
    options.images === 'threads'
      ? createImagePool({
          modelDir: config.modelDir,
          ...(config.workerThreads ? { threads: config.workerThreads } : {}),
        })
      : options.images === 'inline'
        ? createInlineImagePool()
        : options.images;
  const engine = createSimulationEngine(config, pool, (reason) =>
    log.warn({ dependency: 'gpu-engine', reason }, 'GPU engine failed; the CPU engine renders'),
  );
  const samples = loadSampleModels(config.sampleModelsDir, decodeGrayMask);
  // No SMTP_URL: no mailer, and alerts are off (never a pretend sender); nodemailer loads
  // only where it is set.
  const mailer = config.smtp
    ? (await import('../adapters/mail/create-smtp-mailer.ts')).createSmtpMailer(config.smtp)
    : null;
  // Its threads start with the first export, never at an idle start.
  const leadCsv = createLeadCsvWriter(keyring);
  const jobs = await createHandledJobQueue(
    config,
    { db, clock, blobs, cipher, engine, samples, mailer },
    {
      log,
      ...(options.jobDuration ? { jobDuration: options.jobDuration } : {}),
      concurrency: pool.size,
      ...(options.consume === undefined ? {} : { consume: options.consume }),
    },
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
    seriesLength: createSeriesLengths(engine, samples),
    chat: createChatEngine(config, (details) =>
      log.warn(details, 'chat endpoint failed; the knowledge base answered'),
    ),
    mailer,
    leadCsv,
  };
  return {
    ports,
    blobStore,
    keyring,
    pool,
    async close() {
      await jobs.stop();
      mailer?.close();
      await leadCsv.close();
      if (ownPool) await pool.close();
    },
  };
}

/** The ports that patient data needs (stored photos, sealed fields, jobs), for CLI commands. */
export type DataPorts = Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher' | 'signer' | 'jobs'>;

/**
 * The CLI's ports: buildPorts with the server's keys and secret, no image thread, a job
 * queue that is never started (it only forgets an erased patient's jobs).
 */
export const openDataPorts = async (db: Db, config: Config): Promise<DataPorts> =>
  (await buildPorts(config, { db, images: 'inline' })).ports;
