import type { BlobStore } from '../blobs/blob-store.ts';
import type { Db } from '../db/create-db.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Clock } from '../lib/clock.ts';
import type { SampleModelCatalog } from '../sample-models/load-sample-models.ts';
import type { UrlSigner } from '../signing/create-url-signer.ts';
import type { SeriesLengths } from '../transforms/expected-series-length.ts';
import type { ImagePool } from '../workers/create-image-pool.ts';

/** The ports the image and transform services use. */
export interface MediaDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly blobs: BlobStore;
  readonly signer: UrlSigner;
  readonly pool: ImagePool;
  readonly jobs: JobQueue;
  readonly samples: SampleModelCatalog;
  /** How many after images the engine makes per procedure. */
  readonly seriesLength: SeriesLengths;
}
