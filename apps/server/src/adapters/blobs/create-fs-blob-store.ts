import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fail, ok, type Result } from '../../lib/result.ts';
import { BLOB_ROUTE_PREFIX, isBlobKey } from '../../ports/blob-key.ts';
import type { BlobPatientKeys } from '../../ports/blob-patient-keys.ts';
import type { BlobStore } from '../../ports/blob-store.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';
import type { Keyring } from '../crypto/keyring.ts';
import { createBlobSealing } from './blob-sealing.ts';
import { resolveBlobUrl } from './resolve-blob-url.ts';
import {
  type BlobSealer,
  isSealedBlob,
  openBytes,
  openSealedFile,
  readHeader,
  SEALED_HEADER_BYTES,
  sealBlob,
  sealBytes,
} from './sealed-blob.ts';

const TEMP_DIR = '.tmp';
/** Temp files older than this are leftovers of a crash (writes take seconds). */
const STALE_TEMP_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The first bytes of a file: enough for a sealed blob's header. */
async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(SEALED_HEADER_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The default BlobStore: files under `root` (DATA_DIR/blobs), one per key, written
 * to a temp file and renamed into place, so readers only ever see whole objects.
 * URLs point at our own server and are HMAC-signed (see register-fs-blob-routes.ts).
 * With a keyring, every object is sealed at rest (sealed-blob.ts), as it streams in, a
 * patient's under their own key when `patientKeys` says (so an erased patient's copies
 * open nowhere); objects stored before sealing existed are read as they are until
 * resealed.
 */
export function createFsBlobStore(
  root: string,
  signer: UrlSigner,
  keyring?: Keyring,
  patientKeys?: BlobPatientKeys,
): BlobStore & {
  readonly root: string;
  /** Removes temp files a crash left behind. */
  sweepTemp(): Promise<number>;
  /** Seals objects stored in clear text (and, with `stale`, those of older keys). */
  reseal(options?: { readonly stale?: boolean }): Promise<number>;
} {
  const tempDir = join(root, TEMP_DIR);
  mkdirSync(tempDir, { recursive: true });
  const sealing = keyring ? createBlobSealing(keyring, patientKeys) : null;
  /**
   * The open file's key and where its ciphertext lies, or null for a file in clear text;
   * 'erased' when its patient's key is gone (the blob reads as missing).
   */
  const sealedFile = async (key: string, file: Awaited<ReturnType<typeof open>>, size: number) => {
    const head = Buffer.alloc(Math.min(SEALED_HEADER_BYTES, size));
    await file.read(head, 0, head.length, 0);
    if (!sealing || !isSealedBlob(head)) return null;
    const own = await sealing.keyFor(key, readHeader(head, key).keyId);
    return own ? openSealedFile(own, key, file, size) : 'erased';
  };

  const pathOf = (key: string): string => {
    if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
    return join(root, ...key.split('/'));
  };
  const tempPath = () => join(tempDir, `${randomUUID()}.part`);
  /** Drops the folders a deletion leaves empty, up to (not including) the root. */
  const dropEmptyParents = async (path: string) => {
    let dir = dirname(path);
    while (dir.startsWith(root + sep) && dir !== root) {
      try {
        await rm(dir, { recursive: false });
      } catch {
        break;
      }
      dir = dirname(dir);
    }
  };

  /**
   * Streams into `file` counting bytes; stops (without consuming the rest) past maxBytes.
   * With a keyring the bytes pass through the cipher: header first, the tag last.
   */
  const writeCounted = (
    body: Readable,
    file: string,
    maxBytes: number,
    key: string,
    sealer: BlobSealer | null,
  ) =>
    new Promise<Result<{ bytes: number }, 'too_large' | 'aborted'>>((resolve, reject) => {
      const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
      const sealing = sealer ? sealBlob(sealer, key) : null;
      if (sealing) out.write(sealing.header);
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
      const onEnd = () => {
        if (!sealing) return out.end();
        out.write(sealing.cipher.final());
        out.end(sealing.cipher.getAuthTag());
      };
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
      if (sealing) {
        // The cipher works chunk by chunk as the body flows (GCM holds nothing back).
        body.on('data', (chunk: Buffer) => {
          if (!settled) out.write(sealing.cipher.update(chunk));
        });
      } else {
        body.pipe(out, { end: false });
      }
    });

  return {
    root,
    directUploads: false,
    browserOrigin: null,
    maxUrlTtlMs: Number.POSITIVE_INFINITY,
    // Our blob route checks the staff session on every read (verify-signed-url.ts).
    maxStaffUrlTtlMs: Number.POSITIVE_INFINITY,

    async check() {
      await access(tempDir, constants.W_OK);
    },

    async put(key, body, options) {
      const target = pathOf(key);
      const temp = tempPath();
      try {
        let result: Result<{ bytes: number }, 'too_large' | 'aborted'>;
        const sealer = sealing ? await sealing.sealerFor(key) : null;
        if (body instanceof Uint8Array) {
          if (body.byteLength > options.maxBytes) {
            return fail('too_large', `The object is larger than ${options.maxBytes} bytes`);
          }
          await writeFile(temp, sealer ? sealBytes(sealer, key, body) : body, {
            flag: 'wx',
            mode: 0o600,
          });
          result = ok({ bytes: body.byteLength });
        } else {
          result = await writeCounted(body, temp, options.maxBytes, key, sealer);
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
      let file: Awaited<ReturnType<typeof open>>;
      try {
        file = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await file.stat();
        const sealed = await sealedFile(key, file, size);
        if (sealed === null) return { stream: createReadStream(path), size };
        if (sealed === 'erased') return null;
        const stream = createReadStream(path, { start: sealed.start, end: sealed.end - 1 });
        // A tampered file fails at its end: the reader sees an error, never a forged image.
        return { stream: stream.pipe(sealed.decipher), size: sealed.end - sealed.start };
      } finally {
        await file.close();
      }
    },

    async read(key) {
      let bytes: Buffer;
      try {
        bytes = await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (!sealing || !isSealedBlob(bytes)) return new Uint8Array(bytes);
      const own = await sealing.keyFor(key, readHeader(bytes, key).keyId);
      return own ? new Uint8Array(openBytes(own, key, bytes)) : null;
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
      await dropEmptyParents(path);
    },

    async deleteFolder(folder) {
      const path = pathOf(folder);
      await rm(path, { force: true, recursive: true });
      await dropEmptyParents(path);
    },

    async signedUrl(access, key, grant) {
      if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
      const { clinicId, keyEpoch, staffSessionId, ttlMs } = grant;
      return signer.sign(`${BLOB_ROUTE_PREFIX}${key}`, access, key, {
        clinicId,
        keyEpoch,
        ttlMs,
        ...(staffSessionId === undefined ? {} : { staffSessionId }),
        ...(grant.lang ? { lang: grant.lang } : {}),
      });
    },

    resolveSignedGetUrl(url, clinicId) {
      return resolveBlobUrl(signer, BLOB_ROUTE_PREFIX, url, clinicId);
    },

    async reseal(options = {}) {
      if (!sealing) return 0;
      let changed = 0;
      const files = (await readdir(root, { recursive: true })).filter(
        (file) => !file.startsWith(TEMP_DIR),
      );
      for (const file of files) {
        const key = file.split(sep).join('/');
        if (!isBlobKey(key) || !(await stat(join(root, file))).isFile()) continue;
        const path = join(root, file);
        // The header says whether there is work; only those files are read whole.
        const head = await readHead(path);
        const sealed = isSealedBlob(head);
        const keyId = sealed ? readHeader(head, key).keyId : '';
        if (sealed && !(options.stale && (await sealing.isStale(key, keyId)))) continue;
        const bytes = await readFile(path);
        const own = sealed ? await sealing.keyFor(key, keyId) : null;
        if (sealed && !own) continue;
        const plain = own ? openBytes(own, key, bytes) : bytes;
        await this.put(key, plain, { maxBytes: Number.MAX_SAFE_INTEGER });
        changed += 1;
      }
      return changed;
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
