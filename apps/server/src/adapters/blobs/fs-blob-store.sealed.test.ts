import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { createUrlSigner } from '../crypto/create-url-signer.ts';
import { loadKeyring } from '../crypto/keyring.ts';
import { createFsBlobStore } from './create-fs-blob-store.ts';

// Patients' photos must not sit on disk as images: whoever copies the data folder (a
// backup, a disk) gets ciphertext. The store seals as bytes stream in and opens on read.
const dir = makeTempDir();
afterAll(() => dir.remove());
const signer = createUrlSigner(new TextEncoder().encode('s'.repeat(43)), () => new Date());
const keyring = loadKeyring(dir.path, { keys: undefined, indexKey: undefined });
const root = join(dir.path, 'blobs');
const store = createFsBlobStore(root, signer, keyring);
const photo = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(' a patient photo, in several chunks '.repeat(2000)),
]);
const onDisk = (key: string) => readFileSync(join(root, ...key.split('/')));

describe('fs BlobStore sealed at rest', () => {
  it('seals a streamed upload and a buffer alike; get and read give the bytes back', async () => {
    const streamed = 'clinics/c1/images/i1/upload.bin';
    const chunks = Array.from({ length: 8 }, (_, i) => photo.subarray(i * 9000, (i + 1) * 9000));
    await store.put(streamed, Readable.from([...chunks, photo.subarray(72_000)]), {
      maxBytes: photo.length,
    });
    const whole = 'clinics/c1/images/i1/image.png';
    await store.put(whole, photo, { maxBytes: photo.length });
    for (const key of [streamed, whole]) {
      expect(onDisk(key).includes('a patient photo')).toBe(false);
      expect(onDisk(key).subarray(0, 4).toString()).toBe('ALB1');
      expect(Buffer.from((await store.read(key)) ?? [])).toEqual(photo);
      const got = await store.get(key);
      expect(got?.size).toBe(photo.length);
      expect(await buffer(got?.stream ?? Readable.from([]))).toEqual(photo);
    }
  });

  it('refuses a stream over the limit and stores nothing', async () => {
    const key = 'clinics/c1/images/i2/upload.bin';
    const refused = await store.put(key, Readable.from([photo, photo]), { maxBytes: photo.length });
    expect(refused).toMatchObject({ ok: false, error: 'too_large' });
    expect(await store.exists(key)).toBe(false);
  });

  it('a file altered on disk, or moved under another key, does not open', async () => {
    const key = 'clinics/c1/images/i3/image.png';
    await store.put(key, photo, { maxBytes: photo.length });
    const bytes = onDisk(key);
    bytes[100] = (bytes[100] ?? 0) ^ 1;
    writeFileSync(join(root, ...key.split('/')), bytes);
    await expect(store.read(key)).rejects.toThrow();
    const got = await store.get(key);
    await expect(buffer(got?.stream ?? Readable.from([]))).rejects.toThrow();

    const moved = 'clinics/c1/images/i4/image.png';
    await store.put(moved, photo, { maxBytes: photo.length });
    // i5 exists (sealed under its own key); its file is swapped for i4's.
    const other = 'clinics/c1/images/i5/image.png';
    await store.put(other, photo, { maxBytes: photo.length });
    writeFileSync(join(root, ...other.split('/')), onDisk(moved));
    await expect(store.read(other)).rejects.toThrow();
  });

  it('reads a photo stored before sealing existed, and reseal() seals it in place', async () => {
    const key = 'clinics/c1/images/i6/image.png';
    await createFsBlobStore(root, signer).put(key, photo, { maxBytes: photo.length });
    expect(onDisk(key).subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from((await store.read(key)) ?? [])).toEqual(photo);
    expect(await store.reseal()).toBeGreaterThanOrEqual(1);
    expect(onDisk(key).subarray(0, 4).toString()).toBe('ALB1');
    expect(Buffer.from((await store.read(key)) ?? [])).toEqual(photo);
  });
});
