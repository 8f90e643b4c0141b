import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/load-config.ts';
import type { UrlSigner } from '../signing/create-url-signer.ts';
import type { BlobStore } from './blob-store.ts';
import { createFsBlobStore } from './create-fs-blob-store.ts';
import { type AcceptUpload, registerFsBlobRoutes } from './register-fs-blob-routes.ts';

/** A BlobStore and what it needs from the server it runs in. */
export interface BlobAdapter {
  readonly blobs: BlobStore;
  /**
   * Mounts what the store needs (the fs store: the routes behind its signed URLs, and a
   * sweep of a crash's temp files). `accept` ingests the bytes of an upload.
   */
  mount(app: FastifyInstance, accept: AcceptUpload): Promise<void>;
}

/**
 * The BlobStore the configuration selects. Today the embedded one: files under
 * DATA_DIR/blobs behind HMAC-signed URLs served by this server. An S3 adapter (presigned
 * URLs, nothing to mount) plugs in here.
 */
export function createBlobStore(config: Pick<Config, 'dataDir'>, signer: UrlSigner): BlobAdapter {
  const blobs = createFsBlobStore(join(config.dataDir, 'blobs'), signer);
  return {
    blobs,
    async mount(app, accept) {
      await blobs.sweepTemp();
      await registerFsBlobRoutes(app, { blobs, signer, accept });
    },
  };
}
