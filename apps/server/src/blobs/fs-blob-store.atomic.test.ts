import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createUrlSigner } from '../signing/create-url-signer.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { createFsBlobStore } from './create-fs-blob-store.ts';

const dir = makeTempDir();
afterAll(() => dir.remove());
const signer = createUrlSigner(new TextEncoder().encode('s'.repeat(43)), () => new Date());
const store = createFsBlobStore(join(dir.path, 'blobs'), signer);
const chunks = (count: number, size: number) =>
  Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(size, i)));
const text = async (key: string) => new TextDecoder().decode((await store.read(key)) ?? undefined);

describe('fs BlobStore writes are all-or-nothing', () => {
  it('keeps the stored object whole when a larger write is refused mid-stream', async () => {
    const key = 'clinics/c1/images/i1/image.png';
    expect(await store.put(key, new TextEncoder().encode('first'), { maxBytes: 100 })).toEqual({
      ok: true,
      value: { bytes: 5 },
    });
    const refused = await store.put(key, chunks(10, 64), { maxBytes: 200 });
    expect(refused).toMatchObject({ ok: false, error: 'too_large' });
    expect(await text(key)).toBe('first');
    expect(readdirSync(join(dir.path, 'blobs', '.tmp'))).toEqual([]);
  });

  it('replaces an object only once the new one is complete', async () => {
    const key = 'clinics/c1/images/i2/image.png';
    await store.put(key, new TextEncoder().encode('old'), { maxBytes: 100 });
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
    expect(readdirSync(join(dir.path, 'blobs', '.tmp'))).toEqual([]);
  });

  it('refuses keys that are not ours (no path traversal)', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'A/B', 'clinics/../x']) {
      await expect(store.put(key, new Uint8Array(1), { maxBytes: 10 })).rejects.toThrow(
        /Not a blob key/,
      );
    }
    expect(store.resolveSignedGetUrl('/blobs/v1/clinics/../../x?c=a', 'a')).toMatchObject({
      ok: false,
    });
  });
});
