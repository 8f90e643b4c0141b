import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { collectCounted } from '../../lib/collect-counted.ts';
import { fail, ok } from '../../lib/result.ts';
import { isBlobKey } from '../../ports/blob-key.ts';
import type { BlobPatientKeys } from '../../ports/blob-patient-keys.ts';
import type { BlobStore } from '../../ports/blob-store.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';
import type { Keyring } from '../crypto/keyring.ts';
import { createBlobSealing } from './blob-sealing.ts';
import { resolveBlobUrl } from './resolve-blob-url.ts';
import { isSealedBlob, openBytes, readHeader, sealBytes } from './sealed-blob.ts';

/** Where the S3 adapter stores (S3_* settings, validated by load-config.ts). */
export interface S3Settings {
  /** An S3-compatible server's address; undefined = AWS's own for the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** undefined = the SDK's default chain (environment, instance or task role). */
  readonly credentials:
    | { readonly accessKeyId: string; readonly secretAccessKey: string }
    | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  readonly forcePathStyle: boolean;
  /** Ask the provider to encrypt each object at rest; undefined = the bucket's default. */
  readonly serverSideEncryption: 'AES256' | 'aws:kms' | undefined;
}

/**
 * Presigned URLs live at most this long, whatever the grant asks: S3 cannot end one
 * early on a clinic's key rotation (the key epoch), so a short life bounds that window.
 */
export const S3_URL_MAX_TTL_MS = 15 * 60 * 1000;
/**
 * A URL signed for a staff session (the dashboard's) lives at most this long: S3 cannot
 * see the session end (sign-out, removal), so its URLs outlive it by this much at most.
 */
export const S3_STAFF_URL_MAX_TTL_MS = 5 * 60 * 1000;
/** Photos are never kept by a browser's cache (a shared front-desk computer). */
const PHOTO_CACHE_CONTROL = 'no-store';
/** Object metadata naming our sealed format (x-amz-meta-afterlook-sealed). */
const SEALED_META = 'afterlook-sealed';
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Objects the browser never reads directly (analyses, and whatever else is not a
 * picture) are sealed with our data keys like on disk; photos and after images are
 * read by the browser through presigned GETs, so they stay images and rely on the
 * provider's encryption at rest.
 */
const sealable = (key: string): boolean => !key.endsWith('.png');

/**
 * Where the SDK addresses the bucket, so presigned URLs start there: the endpoint
 * itself (path style), the bucket as its subdomain, or AWS's regional host.
 */
export function bucketOrigin(settings: S3Settings): string {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  if (settings.forcePathStyle) return endpoint.origin;
  endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

/**
 * The scale-path BlobStore: objects in an S3-compatible bucket, read and written by
 * the browser through presigned URLs (the server never proxies their bytes). Each URL
 * also carries our own HMAC grant (c, k, l, e, s: clinic, key epoch, expiry), signed
 * by S3's signature as part of the query, so `resolveSignedGetUrl` can say which
 * clinic and epoch a URL belongs to without asking S3. PutObject is atomic in S3: a
 * refused or failed write leaves the stored object as it was.
 */
export function createS3BlobStore(
  settings: S3Settings,
  signer: UrlSigner,
  keyring?: Keyring,
  clock: Clock = systemClock,
  /** A patient's analyses under their image's own key (blob-sealing.ts). */
  patientKeys?: BlobPatientKeys,
): BlobStore & {
  readonly client: S3Client;
  /**
   * With `stale`, reseals what older data keys sealed (key rotation). Without it there
   * is nothing to do: this store seals every object it writes that can be sealed.
   */
  reseal(options?: { readonly stale?: boolean }): Promise<number>;
} {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    // Checksums only where S3 requires them: presigned PUTs then carry no checksum the
    // browser would have to match, and S3-compatible servers that predate them work.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  if (settings.forcePathStyle) {
    // Bucket-level calls (HeadBucket, list, batch delete) go to `/bucket`, not the SDK's
    // `/bucket/`: S3 takes both, and servers that rebuild the signed path from the
    // bucket and key (s3rver) only match the former.
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (request.path?.endsWith(`/${bucket}/`)) request.path = request.path.slice(0, -1);
        return next(args);
      },
      { step: 'build', name: 'afterlookBucketPath' },
    );
  }
  /** The path before a key in our URLs: `/bucket/` (path style) or `/` (virtual host). */
  const endpointPath = settings.endpoint
    ? new URL(settings.endpoint).pathname.replace(/\/$/, '')
    : '';
  const keyPrefix = settings.forcePathStyle ? `${endpointPath}/${bucket}/` : `${endpointPath}/`;

  const checked = (key: string): string => {
    if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
    return key;
  };

  const sealing = keyring ? createBlobSealing(keyring, patientKeys) : null;
  /** Opens what we sealed; null once its patient's key was erased. */
  const opened = async (key: string, stored: Buffer): Promise<Buffer | null> => {
    if (!sealing) return stored;
    const own = await sealing.keyFor(key, readHeader(stored, key).keyId);
    return own ? openBytes(own, key, stored) : null;
  };

  const write = async (key: string, plain: Uint8Array) => {
    const sealed = sealing !== null && sealable(key);
    const body = sealed ? sealBytes(await sealing.sealerFor(key), key, plain) : plain;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentLength: body.byteLength,
        ContentType: key.endsWith('.png') ? 'image/png' : 'application/octet-stream',
        CacheControl: PHOTO_CACHE_CONTROL,
        ...(sealed ? { Metadata: { [SEALED_META]: '1' } } : {}),
        ...(settings.serverSideEncryption
          ? { ServerSideEncryption: settings.serverSideEncryption }
          : {}),
      }),
    );
  };

  /** Every key under `prefix`, a page (≤ 1000) at a time. */
  async function* listKeys(prefix: string): AsyncGenerator<string[]> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          MaxKeys: DELETE_BATCH,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      yield (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** The object's bytes as stored, opened when we sealed them; null when missing. */
  const fetchBytes = async (key: string): Promise<Buffer | null> => {
    try {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
      if (!got.Body) return null;
      const bytes = Buffer.from(await got.Body.transformToByteArray());
      const sealed = got.Metadata?.[SEALED_META] === '1' && isSealedBlob(bytes);
      return sealed ? opened(key, bytes) : bytes;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    client,
    directUploads: true,
    browserOrigin: bucketOrigin(settings),
    maxUrlTtlMs: S3_URL_MAX_TTL_MS,
    maxStaffUrlTtlMs: S3_STAFF_URL_MAX_TTL_MS,

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    async put(key, body, options) {
      checked(key);
      if (body instanceof Uint8Array) {
        if (body.byteLength > options.maxBytes) {
          return fail('too_large', `The object is larger than ${options.maxBytes} bytes`);
        }
        await write(key, body);
        return ok({ bytes: body.byteLength });
      }
      const collected = await collectCounted(body, options.maxBytes);
      if (!collected.ok) return collected;
      await write(key, collected.value);
      return ok({ bytes: collected.value.byteLength });
    },

    async get(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
        if (!(got.Body instanceof Readable)) return null;
        if (!sealing || got.Metadata?.[SEALED_META] !== '1') {
          // Streamed as it comes: a caller may look at the size and stop before any byte.
          return { stream: got.Body, size: got.ContentLength ?? 0 };
        }
        // Sealed objects open whole (the GCM tag is at the end); they are small.
        const stored = Buffer.from(await got.Body.transformToByteArray());
        const bytes = isSealedBlob(stored) ? await opened(key, stored) : stored;
        if (!bytes) return null;
        return { stream: Readable.from([bytes]), size: bytes.byteLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key) {
      const bytes = await fetchBytes(key);
      return bytes ? new Uint8Array(bytes) : null;
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },

    async deleteFolder(folder) {
      for await (const keys of listKeys(`${checked(folder)}/`)) {
        if (keys.length === 0) continue;
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },

    async reseal(options = {}) {
      if (!sealing || !options.stale) return 0;
      let changed = 0;
      for await (const keys of listKeys('')) {
        for (const key of keys.filter((key) => isBlobKey(key) && sealable(key))) {
          const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          const bytes = Buffer.from((await got.Body?.transformToByteArray()) ?? []);
          const sealed = got.Metadata?.[SEALED_META] === '1' && isSealedBlob(bytes);
          if (sealed && !(await sealing.isStale(key, readHeader(bytes, key).keyId))) continue;
          const plain = sealed ? await opened(key, bytes) : bytes;
          if (!plain) continue;
          await write(key, plain);
          changed += 1;
        }
      }
      return changed;
    },

    async signedUrl(access, key, grant) {
      checked(key);
      const { staffSessionId } = grant;
      const longest = staffSessionId === undefined ? S3_URL_MAX_TTL_MS : S3_STAFF_URL_MAX_TTL_MS;
      const ttlMs = Math.min(grant.ttlMs, longest);
      const ours = new URL(
        signer.sign('/', access, key, {
          clinicId: grant.clinicId,
          keyEpoch: grant.keyEpoch,
          ttlMs,
          ...(staffSessionId === undefined ? {} : { staffSessionId }),
          ...(grant.lang ? { lang: grant.lang } : {}),
        }),
        'http://afterlook.invalid',
      ).searchParams;
      // Our grant joins the query before signing, so S3 refuses a URL whose grant was edited.
      const grantQuery =
        <A extends { readonly request: unknown }, R>(next: (args: A) => Promise<R>) =>
        (args: A): Promise<R> => {
          const request = args.request as { query?: Record<string, string | string[] | null> };
          if (request.query) for (const [name, value] of ours) request.query[name] = value;
          return next(args);
        };
      const step = { step: 'build', name: 'afterlookGrantQuery' } as const;
      const options = { expiresIn: Math.max(1, Math.floor(ttlMs / 1000)), signingDate: clock() };
      if (access === 'put') {
        const put = new PutObjectCommand({ Bucket: bucket, Key: key });
        put.middlewareStack.add(grantQuery, step);
        return getSignedUrl(client, put, options);
      }
      const get = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseCacheControl: PHOTO_CACHE_CONTROL,
      });
      get.middlewareStack.add(grantQuery, step);
      return getSignedUrl(client, get, options);
    },

    resolveSignedGetUrl(url, clinicId) {
      // A bare path (no origin) is never one of ours: S3 URLs are absolute.
      if (!URL.canParse(url)) return fail('not_our_url', 'Not an image address of this server');
      return resolveBlobUrl(signer, keyPrefix, url, clinicId);
    },
  };
}
