import type { BlobStore } from './blobs/blob-store.ts';
import type { ChatEngine } from './chat/chat-engine.ts';
import type { Db } from './db/create-db.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Clock } from './lib/clock.ts';
import type { FieldCipher } from './privacy/create-field-cipher.ts';
import type { SampleModelCatalog } from './sample-models/load-sample-models.ts';
import type { UrlSigner } from './signing/create-url-signer.ts';
import type { SimulationEngine } from './simulation/simulation-engine.ts';
import type { SeriesLengths } from './transforms/expected-series-length.ts';
import type { ImagePool } from './workers/create-image-pool.ts';

/**
 * The server's ports (docs/architecture.md): what services are given, never what they
 * build. Each is chosen from the configuration by its selector — Db (create-db.ts),
 * BlobStore (create-blob-store.ts), JobQueue (create-job-queue.ts), SimulationEngine
 * (create-simulation-engine.ts), ChatEngine (create-chat-engine.ts) — so an adapter plugs in without a service changing.
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
  readonly pool: Pick<ImagePool, 'ingest'>;
  readonly engine: SimulationEngine;
  readonly jobs: JobQueue;
  readonly samples: SampleModelCatalog;
  /** How many after images the engine makes per procedure. */
  readonly seriesLength: SeriesLengths;
  /** Answers visitors' chat messages. */
  readonly chat: ChatEngine;
}
