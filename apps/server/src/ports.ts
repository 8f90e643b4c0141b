import type { Procedure } from '@afterlook/domain';
import type { Clock } from './lib/clock.ts';
import type { BlobStore } from './ports/blob-store.ts';
import type { ChatEngine } from './ports/chat-engine.ts';
import type { Db } from './ports/db-schema.ts';
import type { FieldCipher } from './ports/field-cipher.ts';
import type { ImageIngest } from './ports/image-ingest.ts';
import type { JobQueue } from './ports/job-queue.ts';
import type { LeadCsvWriter } from './ports/lead-csv.ts';
import type { Mailer } from './ports/mailer.ts';
import type { SampleModelCatalog } from './ports/sample-models.ts';
import type { SimulationEngine } from './ports/simulation-engine.ts';
import type { UrlSigner } from './ports/url-signer.ts';

/**
 * The server's ports (docs/architecture.md): what services are given, never what they
 * build. Each is chosen from the configuration by its selector — Db (create-db.ts),
 * BlobStore (create-blob-store.ts), JobQueue (create-job-queue.ts), SimulationEngine
 * (create-simulation-engine.ts), ChatEngine (create-chat-engine.ts) — so an adapter plugs in without a service changing.
 * compose/build-ports.ts builds them, the same for the server, the worker and the CLI. The
 * interfaces are in ports/, beside this file: features and adapters both import them,
 * and this file imports only them and lib/ (architecture.test.ts).
 */
export interface Ports {
  readonly db: Db;
  readonly clock: Clock;
  readonly blobs: BlobStore;
  /** Seals patients' contact details, answers and messages at rest. */
  readonly cipher: FieldCipher;
  /** Signs our own URLs that are not blobs (transform metadata). */
  readonly signer: UrlSigner;
  /** Decodes and normalises uploads on worker threads. */
  readonly pool: ImageIngest;
  readonly engine: SimulationEngine;
  readonly jobs: JobQueue;
  readonly samples: SampleModelCatalog;
  /** How many after images the engine makes per procedure. */
  readonly seriesLength: SeriesLengths;
  /** Answers visitors' chat messages. */
  readonly chat: ChatEngine;
  /** Emails the clinic's staff (alerts); null when the server has no SMTP_URL: alerts are off. */
  readonly mailer: Mailer | null;
  /** Opens and writes leads as CSV lines on worker threads (the leads export). */
  readonly leadCsv: LeadCsvWriter;
}

export type SeriesLengths = (procedure: Procedure) => Promise<number>;
