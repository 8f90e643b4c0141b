import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fail, ok, type Result } from '../lib/result.ts';
import type { UrlSigner } from '../signing/create-url-signer.ts';
import { isBlobKey } from './blob-key.ts';
import type { BlobStore, BlobUrlError, ResolvedBlobUrl } from './blob-store.ts';

/** Our signed blob URLs: `/blobs/v1/<key>?c=&l=&e=&s=`. */
export const BLOB_ROUTE_PREFIX = '/blobs/v1/';
const TEMP_DIR = '.tmp';
/** Temp files older than this are leftovers of a crash (writes take seconds). */
const STALE_TEMP_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The default BlobStore: files under `root` (DATA_DIR/blobs), one per key, written
 * to a temp file and renamed into place, so readers only ever see whole objects.
 * URLs point at our own server and are HMAC-signed (see register-fs-blob-routes.ts).
 */
export function createFsBlobStore(
  root: string,
  signer: UrlSigner,
): BlobStore & {
  readonly root: string;
  /** Removes temp files a crash left behind. */
  sweepTemp(): Promise<number>;
} {
  const tempDir = join(root, TEMP_DIR);
  mkdirSync(tempDir, { recursive: true });

  const pathOf = (key: string): string => {
    if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
    return join(root, ...key.split('/'));
  };
  const tempPath = () => join(tempDir, `${randomUUID()}.part`);

  /** Streams into `file` counting bytes; stops (without consuming the rest) past maxBytes. */
  const writeCounted = (body: Readable, file: string, maxBytes: number) =>
    new Promise<Result<{ bytes: number }, 'too_large' | 'aborted'>>((resolve, reject) => {
      const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
      let bytes = 0;
      let settled = false;
      const finish = (result: Result<{ bytes: number }, 'too_large' | 'aborted'> | Error) => {
        if (settled) return;
        settled = true;
        body.off('data', onData);
        body.off('end', onEnd);
        body.off('error', onAbort);
        body.off('aborted', onAbort);
        body.off('close', onClose);
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
      const onData = (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > maxBytes) {
          body.unpipe(out);
          body.pause();
          out.destroy();
          finish(fail('too_large', `The upload is larger than ${maxBytes} bytes`));
        }
      };
      const onEnd = () => out.end();
      const onAbort = () => {
        body.unpipe(out);
        out.destroy();
        finish(fail('aborted', 'The upload was interrupted'));
      };
      const onClose = () => {
        if (!body.readableEnded) onAbort();
      };
      out.on('finish', () => out.close());
      out.on('close', () => {
        if (!settled && out.writableFinished) finish(ok({ bytes }));
      });
      out.on('error', (error) => finish(error));
      body.on('data', onData);
      body.on('end', onEnd);
      body.on('error', onAbort);
      body.on('aborted', onAbort);
      body.on('close', onClose);
      body.pipe(out, { end: false });
    });

  return {
    root,

    async put(key, body, options) {
      const target = pathOf(key);
      const temp = tempPath();
      try {
        let result: Result<{ bytes: number }, 'too_large' | 'aborted'>;
        if (body instanceof Uint8Array) {
          if (body.byteLength > options.maxBytes) {
            return fail('too_large', `The object is larger than ${options.maxBytes} bytes`);
          }
          await writeFile(temp, body, { flag: 'wx', mode: 0o600 });
          result = ok({ bytes: body.byteLength });
        } else {
          result = await writeCounted(body, temp, options.maxBytes);
        }
        if (!result.ok) {
          await rm(temp, { force: true });
          return result;
        }
        await mkdir(dirname(target), { recursive: true });
        await rename(temp, target);
        return result;
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // Drop the folders the object leaves empty, up to (not including) the root.
      let dir = dirname(path);
      while (dir.startsWith(root + sep) && dir !== root) {
        try {
          await rm(dir, { recursive: false });
        } catch {
          break;
        }
        dir = dirname(dir);
      }
    },

    signedUrl(access, key, grant) {
      if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
      const { clinicId, ttlMs } = grant;
      return signer.sign(`${BLOB_ROUTE_PREFIX}${key}`, access, key, {
        clinicId,
        ttlMs,
        ...(grant.lang ? { lang: grant.lang } : {}),
      });
    },

    resolveSignedGetUrl(url, clinicId): Result<ResolvedBlobUrl, BlobUrlError> {
      const notOurs = fail('not_our_url', 'Not an image address of this server');
      let parsed: URL;
      try {
        // Only the path and query matter: we never fetch the URL, whatever its host.
        parsed = new URL(url, 'http://afterlook.invalid');
      } catch {
        return notOurs;
      }
      if (!parsed.pathname.startsWith(BLOB_ROUTE_PREFIX)) return notOurs;
      const key = parsed.pathname.slice(BLOB_ROUTE_PREFIX.length);
      // Another clinic's address is not ours to resolve, whether or not it has expired.
      if (!isBlobKey(key) || parsed.searchParams.get('c') !== clinicId) return notOurs;
      const verified = signer.verify('get', key, Object.fromEntries(parsed.searchParams));
      if (!verified.ok) return verified;
      if (verified.value.clinicId !== clinicId) return notOurs;
      return ok({ key, clinicId });
    },

    async sweepTemp() {
      let removed = 0;
      const now = Date.now();
      for (const name of await readdir(tempDir)) {
        const path = join(tempDir, name);
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs > STALE_TEMP_MS) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** A Readable of a byte array (tests and small writes). */
export const readableOf = (bytes: Uint8Array): Readable => Readable.from([Buffer.from(bytes)]);
