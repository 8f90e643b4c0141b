import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.ts';
import { DOWNLOAD_URL_TTL_MS, UPLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import { startS3Server } from '../../testing/support/start-s3-server.ts';
import { createUrlSigner } from '../crypto/create-url-signer.ts';
import {
  bucketOrigin,
  createS3BlobStore,
  S3_STAFF_URL_MAX_TTL_MS,
  S3_URL_MAX_TTL_MS,
  type S3Settings,
} from './create-s3-blob-store.ts';

// With S3 the browser talks to the bucket itself: these URLs are the only gate, so S3
// (here s3rver, which checks SigV4 and expiry) must refuse a late, edited or foreign one.
let server: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.stop());

const signer = createUrlSigner(new TextEncoder().encode('s'.repeat(43)), () => new Date());
/** A store whose presigned URLs are signed `lagMs` in the past. */
const storeSigningAt = (lagMs: number, settings: S3Settings = server.settings) => {
  const clock: Clock = () => new Date(Date.now() - lagMs);
  return createS3BlobStore(settings, signer, undefined, clock);
};
const grant = (clinicId: string, ttlMs: number) => ({ clinicId, keyEpoch: 1, ttlMs });
const photo = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(2000, 7)]);
const putPhoto = (url: string, body: Uint8Array = photo) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body });

describe('S3 presigned URLs', () => {
  it('a presigned PUT stores the upload, and its GET reads it back as a PNG', async () => {
    const store = storeSigningAt(0);
    const key = 'clinics/c1/images/p1/upload.bin';
    const put = await store.signedUrl('put', key, grant('c1', UPLOAD_URL_TTL_MS));
    expect(new URL(put).origin).toBe(server.settings.endpoint);
    expect((await putPhoto(put)).status).toBe(200);
    expect(Buffer.from((await store.read(key)) ?? [])).toEqual(photo);

    const image = 'clinics/c1/images/p1/image.png';
    await store.put(image, photo, { maxBytes: photo.length });
    const response = await fetch(await store.signedUrl('get', image, grant('c1', 60_000)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);
  });

  it('S3 refuses an expired PUT, and stores nothing', async () => {
    const key = 'clinics/c1/images/p2/upload.bin';
    const put = await storeSigningAt(UPLOAD_URL_TTL_MS + 1000).signedUrl(
      'put',
      key,
      grant('c1', UPLOAD_URL_TTL_MS),
    );
    const response = await putPhoto(put);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
    expect(await storeSigningAt(0).exists(key)).toBe(false);
  });

  it(`S3 refuses an expired GET: a read URL lives ${S3_URL_MAX_TTL_MS / 60_000} minutes at most`, async () => {
    const key = 'clinics/c1/images/p3/image.png';
    await storeSigningAt(0).put(key, photo, { maxBytes: photo.length });
    // An hour's grant, signed 16 minutes ago: S3's own expiry (15 minutes) has passed.
    const late = storeSigningAt(S3_URL_MAX_TTL_MS + 60_000);
    const url = await late.signedUrl('get', key, grant('c1', DOWNLOAD_URL_TTL_MS));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(S3_URL_MAX_TTL_MS / 1000));
    expect((await fetch(url)).status).toBe(403);
    const fresh = await storeSigningAt(0).signedUrl('get', key, grant('c1', DOWNLOAD_URL_TTL_MS));
    expect((await fetch(fresh)).status).toBe(200);
  });

  it("S3 refuses a clinic's URL edited to reach another clinic's photo or grant", async () => {
    const store = storeSigningAt(0);
    for (const clinic of ['c1', 'c2']) {
      await store.put(`clinics/${clinic}/images/p4/image.png`, photo, { maxBytes: photo.length });
    }
    const url = await store.signedUrl('get', 'clinics/c1/images/p4/image.png', grant('c1', 60_000));
    expect((await fetch(url)).status).toBe(200);
    const otherKey = url.replace('/clinics/c1/', '/clinics/c2/');
    expect((await fetch(otherKey)).status).toBe(403);
    const otherGrant = new URL(url);
    otherGrant.searchParams.set('c', 'c2');
    expect((await fetch(otherGrant)).status).toBe(403);
    expect(store.resolveSignedGetUrl(url, 'c2')).toMatchObject({ error: 'not_our_url' });
  });

  it('S3 refuses a URL signed with another secret', async () => {
    const key = 'clinics/c1/images/p5/image.png';
    await storeSigningAt(0).put(key, photo, { maxBytes: photo.length });
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' };
    const forged = storeSigningAt(0, { ...server.settings, credentials });
    const url = await forged.signedUrl('get', key, grant('c1', 60_000));
    expect((await fetch(url)).status).toBe(403);
  });

  it(`finding 17: a staff member's URL lives ${S3_STAFF_URL_MAX_TTL_MS / 60_000} minutes at most (S3 cannot see their session end); every photo is sent no-store`, async () => {
    const key = 'clinics/c1/images/p7/image.png';
    const store = storeSigningAt(0);
    await store.put(key, photo, { maxBytes: photo.length });
    // The object itself says no-store, so even a URL without our override is not cached.
    const head = await store.client.send(
      new HeadObjectCommand({ Bucket: server.settings.bucket, Key: key }),
    );
    expect(head.CacheControl).toBe('no-store');
    expect(store.maxStaffUrlTtlMs).toBe(S3_STAFF_URL_MAX_TTL_MS);

    const staff = { ...grant('c1', DOWNLOAD_URL_TTL_MS), staffSessionId: 'staff-session-1' };
    const url = await store.signedUrl('get', key, staff);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(
      String(S3_STAFF_URL_MAX_TTL_MS / 1000),
    );
    expect(new URL(url).searchParams.get('v')).toBe('staff-session-1');
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    await read.arrayBuffer();
    // Signed a minute longer ago than that: S3 refuses it.
    const late = storeSigningAt(S3_STAFF_URL_MAX_TTL_MS + 60_000);
    expect((await fetch(await late.signedUrl('get', key, staff))).status).toBe(403);
    // A patient's URL (no staff session) keeps its 15 minutes, and is no-store too.
    const patient = await store.signedUrl('get', key, grant('c1', DOWNLOAD_URL_TTL_MS));
    expect(new URL(patient).searchParams.get('X-Amz-Expires')).toBe(
      String(S3_URL_MAX_TTL_MS / 1000),
    );
    expect((await fetch(patient)).headers.get('cache-control')).toBe('no-store');
  });

  it('names the origin its URLs start with (the widget page lets the browser reach it)', async () => {
    const offline = { ...server.settings, endpoint: 'https://storage.example:8443' };
    for (const settings of [
      server.settings,
      { ...offline, forcePathStyle: false },
      { ...offline, forcePathStyle: false, endpoint: undefined, region: 'eu-central-1' },
    ]) {
      const store = storeSigningAt(0, settings);
      const url = await store.signedUrl(
        'put',
        'clinics/c1/images/p6/upload.bin',
        grant('c1', 1000),
      );
      expect(new URL(url).origin).toBe(bucketOrigin(settings));
      expect(store.browserOrigin).toBe(bucketOrigin(settings));
    }
  });
});
