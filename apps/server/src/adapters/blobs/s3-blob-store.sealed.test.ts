import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../testing/support/start-s3-server.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { createUrlSigner } from '../crypto/create-url-signer.ts';
import { addKeyringKey, loadKeyring } from '../crypto/keyring.ts';
import { createS3BlobStore } from './create-s3-blob-store.ts';
import { readHeader } from './sealed-blob.ts';

// Whoever reads the bucket (a leaked key, a backup) must not read what only the server
// reads (analyses: a patient's landmarks and mask), so those stay sealed with our data
// keys. Photos are read by the browser straight from S3 and cannot be: they rely on
// the provider's encryption at rest (S3_SERVER_SIDE_ENCRYPTION).
const dir = makeTempDir();
let server: Awaited<ReturnType<typeof startS3Server>>;
let store: ReturnType<typeof createS3BlobStore>;
beforeAll(async () => {
  server = await startS3Server();
  const signer = createUrlSigner(new TextEncoder().encode('s'.repeat(43)), () => new Date());
  const keyring = loadKeyring(dir.path, { keys: undefined, indexKey: undefined });
  store = createS3BlobStore(server.settings, signer, keyring);
});
afterAll(async () => {
  await server.stop();
  dir.remove();
});

const inBucket = async (key: string) => {
  const got = await store.client.send(
    new GetObjectCommand({ Bucket: server.settings.bucket, Key: key }),
  );
  return Buffer.from((await got.Body?.transformToByteArray()) ?? []);
};
const analysis = Buffer.from('{"landmarks":"a patient analysis"}'.repeat(50));

describe('S3 BlobStore sealed at rest', () => {
  it('seals what only the server reads, and gives it back opened', async () => {
    const key = 'clinics/c1/images/s1/analysis-front.bin';
    await store.put(key, analysis, { maxBytes: analysis.length });
    const stored = await inBucket(key);
    expect(stored.subarray(0, 4).toString()).toBe('ALB1');
    expect(stored.includes('a patient analysis')).toBe(false);
    expect(Buffer.from((await store.read(key)) ?? [])).toEqual(analysis);
    const got = await store.get(key);
    expect(got?.size).toBe(analysis.length);
  });

  it('keeps photos as images, for the browser to read through presigned GETs', async () => {
    const key = 'clinics/c1/images/s1/image.png';
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), analysis]);
    await store.put(key, png, { maxBytes: png.length });
    expect(await inBucket(key)).toEqual(png);
    expect(Buffer.from((await store.read(key)) ?? [])).toEqual(png);
  });

  it('does not open a sealed object moved under another key', async () => {
    const key = 'clinics/c1/images/s2/analysis-front.bin';
    await store.put(key, analysis, { maxBytes: analysis.length });
    const moved = 'clinics/c1/images/s3/analysis-front.bin';
    await store.client.send(
      new PutObjectCommand({
        Bucket: server.settings.bucket,
        Key: moved,
        Body: await inBucket(key),
        Metadata: { 'afterlook-sealed': '1' },
      }),
    );
    await expect(store.read(moved)).rejects.toThrow();
  });

  it('reseal --stale moves sealed objects to a new data key and leaves photos alone', async () => {
    const key = 'clinics/c1/images/s4/analysis-front.bin';
    await store.put(key, analysis, { maxBytes: analysis.length });
    const photoKey = 'clinics/c1/images/s4/image.png';
    await store.put(photoKey, analysis, { maxBytes: analysis.length });
    const newId = addKeyringKey(dir.path);
    const signer = createUrlSigner(new TextEncoder().encode('s'.repeat(43)), () => new Date());
    const rotated = createS3BlobStore(
      server.settings,
      signer,
      loadKeyring(dir.path, { keys: undefined, indexKey: undefined }),
    );
    expect(await rotated.reseal()).toBe(0);
    // The analyses of s1, s2 and s4 move; s3 holds a copy of s2 that never opened.
    await store.delete('clinics/c1/images/s3/analysis-front.bin');
    expect(await rotated.reseal({ stale: true })).toBe(3);
    expect(readHeader(await inBucket(key), key).keyId).toBe(newId);
    expect(Buffer.from((await rotated.read(key)) ?? [])).toEqual(analysis);
    expect(await inBucket(photoKey)).toEqual(analysis);
    expect(await rotated.reseal({ stale: true })).toBe(0);
  });
});
