import type { Readable } from 'node:stream';
import type { Language } from '@afterlook/domain';
import type { Result } from '../lib/result.ts';

/** What a signed URL of a blob allows. */
export type BlobAccess = 'get' | 'put';

export interface BlobGrant {
  readonly clinicId: string;
  /** The clinic's key epoch now: a later rotation or revocation ends the URL. */
  readonly keyEpoch: number;
  /** The staff session a dashboard URL is for: it ends with the session (SignedGrant). */
  readonly staffSessionId?: string;
  readonly ttlMs: number;
  readonly lang?: Language;
}

export interface StoredBlob {
  readonly stream: Readable;
  readonly size: number;
}

/** A signed URL of ours, checked: the object it names and who it was issued to. */
export interface ResolvedBlobUrl {
  readonly key: string;
  readonly clinicId: string;
  readonly keyEpoch: number;
}

export type BlobUrlError = 'not_our_url' | 'forged_signature' | 'expired_signature';

/**
 * Where images live (docs/architecture.md: fs | s3). Keys are built by the server, never
 * taken from a client. Writes are all-or-nothing: a failed or refused write leaves
 * no object behind and never damages the one already stored under the key.
 */
export interface BlobStore {
  /**
   * True when browsers write to the store itself (S3 presigned PUTs): an upload's put
   * URL then names the image's upload object (uploadBlobKey), and the server ingests
   * it when the image is first used. False when the store's URLs are served by this
   * server, which ingests the bytes as they arrive.
   */
  readonly directUploads: boolean;
  /**
   * The origin browsers reach signed URLs at when it is not this server (the bucket's,
   * for the widget page's connect-src); null when this server serves them.
   */
  readonly browserOrigin: string | null;
  /** The longest a signed URL of this store lives, whatever its grant asks. */
  readonly maxUrlTtlMs: number;
  /**
   * The longest a URL signed for a staff session lives. A store whose reads this server
   * serves checks the session on every read, so it ends with the session; a store the
   * browser reads directly (S3) cannot, so it keeps these URLs short instead.
   */
  readonly maxStaffUrlTtlMs: number;
  /**
   * Stores `body` under `key`. A stream is counted as it arrives: past `maxBytes`
   * the write stops with `too_large` (the stream is left unconsumed for the caller
   * to drain or close) and nothing is stored.
   */
  put(
    key: string,
    body: Readable | Uint8Array,
    options: { readonly maxBytes: number },
  ): Promise<Result<{ readonly bytes: number }, 'too_large' | 'aborted'>>;
  get(key: string): Promise<StoredBlob | null>;
  /** The whole object in memory (images are a few MB at most). */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `folder` + '/' (an image's photo and
   * analyses, a transform's after images); a missing folder is not an error.
   */
  deleteFolder(folder: string): Promise<void>;
  /**
   * A URL that reads (get) or writes (put) the object, for this clinic, until the TTL
   * ends (a store may end it sooner: S3's presigned URLs live at most S3_URL_MAX_TTL_MS).
   * Asynchronous because S3 presigning is.
   */
  signedUrl(access: BlobAccess, key: string, grant: BlobGrant): Promise<string>;
  /**
   * Checks that `url` is one of our own signed read URLs, issued to this clinic, and
   * says what it names. Another clinic's URL is `not_our_url`, expired or not.
   */
  resolveSignedGetUrl(url: string, clinicId: string): Result<ResolvedBlobUrl, BlobUrlError>;
  /** Rejects when the store cannot take writes now (readiness: /readyz). */
  check(): Promise<void>;
}

/** Signed upload URLs live 10 minutes, download URLs 1 hour. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;
export const DOWNLOAD_URL_TTL_MS = 60 * 60 * 1000;
/** The largest upload accepted (413 past it). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
