import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFsBlobStore } from '../adapters/blobs/create-fs-blob-store.ts';
import type { Keyring } from '../adapters/crypto/keyring.ts';
import { type AcceptUpload, registerFsBlobRoutes } from '../http/blobs/register-fs-blob-routes.ts';
import type { BlobPatientKeys } from '../ports/blob-patient-keys.ts';
import type { BlobStore } from '../ports/blob-store.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import type { Config } from './config/load-config.ts';

/** A BlobStore and what it needs from the server it runs in. */
export interface BlobAdapter {
  readonly blobs: BlobStore;
  /**
   * Mounts what the store needs (the fs store: the routes behind its signed URLs, and a
   * sweep of a crash's temp files). `accept` ingests the bytes of an upload.
   */
  mount(app: FastifyInstance, accept: AcceptUpload): Promise<void>;
  /** Seals what is stored in clear text (and, with `stale`, what older keys sealed). */
  reseal(options?: { readonly stale?: boolean }): Promise<number>;
}

/**
 * The BlobStore the configuration selects: with S3_BUCKET an S3-compatible bucket
 * (presigned URLs straight to it, nothing to mount: the server serves no blob bytes);
 * otherwise the embedded one, files under DATA_DIR/blobs, sealed with the data keys,
 * behind HMAC-signed URLs served by this server. A patient's blobs are sealed under their
 * image's own key when `patientKeys` is given (every store but a test's).
 */
export async function createBlobStore(
  config: Pick<Config, 'dataDir' | 's3'>,
  signer: UrlSigner,
  keyring: Keyring,
  patientKeys?: BlobPatientKeys,
): Promise<BlobAdapter> {
  if (config.s3) {
    // The AWS SDK loads only where S3_BUCKET is set.
    const { createS3BlobStore } = await import('../adapters/blobs/create-s3-blob-store.ts');
    const blobs = createS3BlobStore(config.s3, signer, keyring, undefined, patientKeys);
    return { blobs, reseal: (options) => blobs.reseal(options), mount: async () => {} };
  }
  const blobs = createFsBlobStore(join(config.dataDir, 'blobs'), signer, keyring, patientKeys);
  return {
    blobs,
    reseal: (options) => blobs.reseal(options),
    async mount(app, accept) {
      await blobs.sweepTemp();
      await registerFsBlobRoutes(app, { blobs, signer, accept });
    },
  };
}
