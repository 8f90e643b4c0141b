import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { createUrlSigner } from '../crypto/create-url-signer.ts';
import { createFsBlobStore } from './create-fs-blob-store.ts';

// The port's all-or-nothing writes are proven for every adapter by blob-store.contract.ts;
// on disk they rest on temp files, and a refused or cut-off write must not leave one.
const dir = makeTempDir();
afterAll(() => dir.remove());
const signer = createUrlSigner(new TextEncoder().encode('s'.repeat(43)), () => new Date());
const store = createFsBlobStore(join(dir.path, 'blobs'), signer);
const tempFiles = () => readdirSync(join(dir.path, 'blobs', '.tmp'));

describe('fs BlobStore temp files', () => {
  it('are gone after a write refused mid-stream', async () => {
    const stream = Readable.from(Array.from({ length: 10 }, (_, i) => Buffer.alloc(64, i)));
    const refused = await store.put('clinics/c1/images/i1/image.png', stream, { maxBytes: 200 });
    expect(refused).toMatchObject({ ok: false, error: 'too_large' });
    expect(tempFiles()).toEqual([]);
  });

  it('are gone after the sender goes away', async () => {
    const stream = new Readable({ read() {} });
    const writing = store.put('clinics/c1/images/i3/upload.bin', stream, { maxBytes: 1000 });
    stream.push(Buffer.from('partial'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.destroy();
    expect(await writing).toMatchObject({ ok: false, error: 'aborted' });
    expect(tempFiles()).toEqual([]);
  });

  it('does not resolve a URL whose path climbs out of the store', () => {
    expect(store.resolveSignedGetUrl('/blobs/v1/clinics/../../x?c=a', 'a')).toMatchObject({
      ok: false,
    });
  });
});
