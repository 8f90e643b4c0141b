import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.ts';
import type { BlobStore } from '../../ports/blob-store.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';
import { createUrlSigner } from '../crypto/create-url-signer.ts';

/** What a contract run gets: a signer on a clock it can move, and the store under test. */
export interface ContractSubject {
  readonly store: BlobStore;
  /** Moves the clock the store's signer reads forward by `ms`. */
  advance(ms: number): void;
}

/** A signer on a movable clock, for stores under the contract. */
export function movableSigner(): { signer: UrlSigner; clock: Clock; advance(ms: number): void } {
  let offset = 0;
  const clock: Clock = () => new Date(Date.now() + offset);
  return {
    signer: createUrlSigner(new TextEncoder().encode('s'.repeat(43)), clock),
    clock,
    advance: (ms) => {
      offset += ms;
    },
  };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const chunks = (count: number, size: number) =>
  Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(size, i)));
const grant = (clinicId: string) => ({ clinicId, keyEpoch: 3, ttlMs: 60_000 });

/**
 * The BlobStore port's written semantics (blob-store.ts), run against every adapter:
 * the same tests must pass on files and on S3. `setup` runs once, before them.
 */
export function describeBlobStoreContract(
  name: string,
  setup: () => Promise<ContractSubject>,
): void {
  describe(`${name} BlobStore contract`, () => {
    let subject: ContractSubject;
    beforeAll(async () => {
      subject = await setup();
    });
    const store: BlobStore = {
      get directUploads() {
        return subject.store.directUploads;
      },
      get browserOrigin() {
        return subject.store.browserOrigin;
      },
      get maxUrlTtlMs() {
        return subject.store.maxUrlTtlMs;
      },
      get maxStaffUrlTtlMs() {
        return subject.store.maxStaffUrlTtlMs;
      },
      put: (...args) => subject.store.put(...args),
      get: (key) => subject.store.get(key),
      read: (key) => subject.store.read(key),
      exists: (key) => subject.store.exists(key),
      delete: (key) => subject.store.delete(key),
      deleteFolder: (folder) => subject.store.deleteFolder(folder),
      signedUrl: (...args) => subject.store.signedUrl(...args),
      resolveSignedGetUrl: (...args) => subject.store.resolveSignedGetUrl(...args),
      check: () => subject.store.check(),
    };
    const advance = (ms: number) => subject.advance(ms);
    const text = async (key: string) =>
      new TextDecoder().decode((await store.read(key)) ?? undefined);

    it('puts, gets, reads, checks and deletes an object', async () => {
      const key = 'clinics/c1/images/rt/image.png';
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
      expect(await store.read(key)).toBeNull();
      expect(await store.put(key, bytes('hello'), { maxBytes: 100 })).toEqual({
        ok: true,
        value: { bytes: 5 },
      });
      expect(await store.exists(key)).toBe(true);
      expect(await text(key)).toBe('hello');
      const got = await store.get(key);
      expect(got?.size).toBe(5);
      expect((await buffer(got?.stream ?? Readable.from([]))).toString()).toBe('hello');
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await store.delete(key);
    });

    it('stores a stream as it is counted, within the limit', async () => {
      const key = 'clinics/c1/images/st/upload.bin';
      expect(await store.put(key, chunks(4, 100), { maxBytes: 400 })).toEqual({
        ok: true,
        value: { bytes: 400 },
      });
      expect((await store.read(key))?.byteLength).toBe(400);
    });

    it('deleteFolder removes everything under the folder and nothing beside it', async () => {
      const inside = ['a/image.png', 'a/analysis-front.bin', 'a/deep/after-0.png'];
      for (const path of [...inside, 'ab/image.png']) {
        await store.put(`clinics/c1/images/${path}`, bytes(path), { maxBytes: 100 });
      }
      await store.deleteFolder('clinics/c1/images/a');
      for (const path of inside)
        expect(await store.exists(`clinics/c1/images/${path}`)).toBe(false);
      expect(await text('clinics/c1/images/ab/image.png')).toBe('ab/image.png');
      await store.deleteFolder('clinics/c1/images/missing');
    });

    it('keeps the stored object whole when a larger write is refused mid-stream', async () => {
      const key = 'clinics/c1/images/i1/image.png';
      await store.put(key, bytes('first'), { maxBytes: 100 });
      const refused = await store.put(key, chunks(10, 64), { maxBytes: 200 });
      expect(refused).toMatchObject({ ok: false, error: 'too_large' });
      expect(await store.put(key, new Uint8Array(300), { maxBytes: 200 })).toMatchObject({
        ok: false,
        error: 'too_large',
      });
      expect(await text(key)).toBe('first');
    });

    it('replaces an object only once the new one is complete', async () => {
      const key = 'clinics/c1/images/i2/image.png';
      await store.put(key, bytes('old'), { maxBytes: 100 });
      const stream = new Readable({ read() {} });
      const writing = store.put(key, stream, { maxBytes: 1000 });
      stream.push(Buffer.from('new-'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await text(key)).toBe('old');
      stream.push(Buffer.from('content'));
      stream.push(null);
      await writing;
      expect(await text(key)).toBe('new-content');
    });

    it('leaves nothing behind when the sender goes away', async () => {
      const key = 'clinics/c1/images/i3/upload.bin';
      const stream = new Readable({ read() {} });
      const writing = store.put(key, stream, { maxBytes: 1000 });
      stream.push(Buffer.from('partial'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      stream.destroy();
      expect(await writing).toMatchObject({ ok: false, error: 'aborted' });
      expect(await store.exists(key)).toBe(false);
    });

    it('refuses keys that are not ours (no path traversal)', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a//b', 'A/B', 'clinics/../x']) {
        await expect(store.put(key, new Uint8Array(1), { maxBytes: 10 })).rejects.toThrow(
          /Not a blob key/,
        );
        await expect(store.signedUrl('get', key, grant('c1'))).rejects.toThrow(/Not a blob key/);
      }
    });

    it("resolves its own read URL for the clinic it was issued to, and no other's", async () => {
      const key = 'clinics/c1/images/i4/image.png';
      const url = await store.signedUrl('get', key, grant('c1'));
      expect(store.resolveSignedGetUrl(url, 'c1')).toEqual({
        ok: true,
        value: { key, clinicId: 'c1', keyEpoch: 3 },
      });
      expect(store.resolveSignedGetUrl(url, 'c2')).toMatchObject({ error: 'not_our_url' });
      const upload = await store.signedUrl('put', key, grant('c1'));
      expect(store.resolveSignedGetUrl(upload, 'c1')).toMatchObject({ ok: false });
      expect(store.resolveSignedGetUrl('https://elsewhere.example/x.png', 'c1')).toMatchObject({
        error: 'not_our_url',
      });
    });

    it('says forged for an edited URL and expired once its time is over', async () => {
      const key = 'clinics/c1/images/i5/image.png';
      const url = await store.signedUrl('get', key, grant('c1'));
      const edited = url.replace('i5', 'i6');
      expect(store.resolveSignedGetUrl(edited, 'c1')).toMatchObject({ error: 'forged_signature' });
      advance(61_000);
      expect(store.resolveSignedGetUrl(url, 'c1')).toMatchObject({ error: 'expired_signature' });
    });

    it('is ready for writes', async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });
  });
}
