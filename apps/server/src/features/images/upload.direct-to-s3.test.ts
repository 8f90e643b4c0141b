import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@afterlook/api';
import { FLOW_ROUTES, viewForProcedure } from '@afterlook/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore, S3_URL_MAX_TTL_MS } from '../../adapters/blobs/create-s3-blob-store.ts';
import { createUrlSigner } from '../../adapters/crypto/create-url-signer.ts';
import { MAX_UPLOAD_BYTES } from '../../ports/blob-store.ts';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { photoForView } from '../../testing/support/person-photo.ts';
import { startS3Server } from '../../testing/support/start-s3-server.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { bumpKeyEpoch } from '../signing/key-epoch.ts';
import { resolveImageUrl } from '../transforms/resolve-image-url.ts';

// With S3 the server never carries a photo's bytes to or from the browser: the widget
// PUTs to the bucket, the server ingests from there on first use, and every picture
// (photo, after images, the lead's in the admin API) is a presigned GET of the bucket.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let api: ApiClient;
let token: string;
let photo: Uint8Array<ArrayBuffer>;
/** The same bucket, seen directly (what is stored under a key). */
let bucket: ReturnType<typeof createS3BlobStore>;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ s3: s3.settings, workerThreads: 1 });
  token = await t.demoSession();
  api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
  photo = await photoForView(view);
  bucket = createS3BlobStore(
    s3.settings,
    createUrlSigner(new Uint8Array(32), () => new Date()),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const procedure = 'BBL' as const;
const view = viewForProcedure(procedure);
/** The object key a presigned URL of the bucket names. */
const keyOf = (url: string) => new URL(url).pathname.replace(`/${s3.settings.bucket}/`, '');
const uploadSlot = async () => {
  const slots = await api.requestImageUploads({
    images: [{ view_type: view, procedure_types: [procedure] }],
  });
  const slot = slots.presigned_urls[0];
  if (!slot) throw new Error('no slot');
  return { batchId: slots.batch_id, ...slot };
};

/** The transform call as it answers over the wire (status and error body). */
const postTransform = (imageUrl: string) =>
  fetch(`${t.baseUrl}/clinics/v1/forms/transforms?source=form`, {
    method: 'POST',
    headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      image_url: imageUrl,
      procedure_types: [procedure],
      procedure_view: view,
    }),
  });

describe('uploads and pictures straight to and from S3', () => {
  it("upload → transform → after images → the lead's pictures, all through the bucket", {
    timeout: 120_000,
  }, async () => {
    const slot = await uploadSlot();
    for (const url of [slot.put_url, slot.get_url]) {
      expect(new URL(url).origin).toBe(s3.settings.endpoint);
    }
    expect(keyOf(slot.put_url)).toMatch(/\/upload\.bin$/);
    expect(keyOf(slot.get_url)).toMatch(/\/image\.png$/);
    // Our server has no blob route to proxy through in this mode.
    const proxied = await fetch(`${t.baseUrl}/blobs/v1/${keyOf(slot.put_url)}`, {
      method: 'PUT',
      body: photo,
    });
    expect(proxied.status).toBe(404);

    await api.uploadImage(slot.put_url, photo);
    const transform = await api.createTransform({
      image_url: slot.get_url,
      procedure_types: [procedure],
      procedure_view: view,
    });
    // Ingested on first use: normalised into image.png, the raw upload gone.
    expect(await bucket.exists(keyOf(slot.put_url))).toBe(false);
    const normalised = await fetch(slot.get_url);
    expect(normalised.status).toBe(200);
    const meta = await sharp(Buffer.from(await normalised.arrayBuffer())).metadata();
    expect(meta.format).toBe('png');

    const metadata = await api.pollTransformMetadata(transform.metadata_url, { waitMs: 60_000 });
    expect(metadata).toMatchObject({ success: true, reason: null });
    expect(transform.download_urls.length).toBeGreaterThan(0);
    for (const url of [...transform.download_urls, ...metadata.images.map((image) => image.url)]) {
      expect(new URL(url).origin).toBe(s3.settings.endpoint);
      const after = await fetch(url);
      expect(after.status).toBe(200);
      expect(after.headers.get('content-type')).toBe('image/png');
    }

    const submitted = await submitLeadOver(
      t,
      token,
      leadBody({ batch_id: slot.batchId, image_url: slot.get_url }),
    );
    expect(submitted.status).toBe(201);
    const { adminKey } = await demoAdminKey(t);
    const lead = (
      await adminGet(t, `/api/v1/admin/leads/${submitted.body.patient_uuid}`, `Bearer ${adminKey}`)
    ).body as {
      images: {
        before_url: string;
        after_urls: string[];
        after_levels: { level: number; implant_size_in_cc: number | null }[];
        expires_at: string;
      };
    };
    // The dashboard refreshes pictures by expires_at: S3's URLs end sooner than files'.
    expect(Date.parse(lead.images.expires_at) - Date.now()).toBeLessThanOrEqual(S3_URL_MAX_TTL_MS);
    for (const url of [lead.images.before_url, ...lead.images.after_urls]) {
      expect(new URL(url).origin).toBe(s3.settings.endpoint);
      expect((await fetch(url)).status).toBe(200);
    }
    expect(lead.images.after_urls.length).toBe(transform.download_urls.length);
    // The levels the transform's record keeps, as its metadata document gave them.
    expect(lead.images.after_levels).toEqual(
      metadata.images.map(({ level, implant_size_in_cc }) => ({ level, implant_size_in_cc })),
    );
  });

  it('resolving an image_url writes nothing; a lead first naming a PUT photo takes it in', {
    timeout: 60_000,
  }, async () => {
    const slot = await uploadSlot();
    await api.uploadImage(slot.put_url, photo);
    const { clinicId } = await demoAdminKey(t);
    const status = async () =>
      (
        await t.app.ports.db
          .selectFrom('images')
          .select('status')
          .where('blob_key', '=', keyOf(slot.get_url))
          .executeTakeFirstOrThrow()
      ).status;
    // Read only: the photo waits in the bucket, unread, until a use of it accepts it.
    expect(await resolveImageUrl(t.app.ports, clinicId, slot.get_url)).toMatchObject({
      ok: false,
      error: 'image_not_uploaded',
    });
    expect(await status()).toBe('pending');
    expect(await bucket.exists(keyOf(slot.put_url))).toBe(true);
    // No transform ran on it: the lead is where it is first named, and it is taken in there.
    const submitted = await submitLeadOver(t, token, leadBody({ image_url: slot.get_url }));
    expect(submitted.status).toBe(201);
    expect(await status()).toBe('ready');
    expect(await bucket.exists(keyOf(slot.put_url))).toBe(false);
  });

  it('refuses an upload over the limit before reading it, deletes it, and keeps the slot open', {
    timeout: 60_000,
  }, async () => {
    const slot = await uploadSlot();
    // A presigned PUT carries no size cap in S3: the bucket takes it, ingestion refuses it.
    const oversize = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    oversize.set(photo.subarray(0, 64));
    expect((await fetch(slot.put_url, { method: 'PUT', body: oversize })).status).toBe(200);
    const response = await postTransform(slot.get_url);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'image_unusable',
      message: expect.stringContaining(`larger than ${MAX_UPLOAD_BYTES} bytes`),
    });
    expect(await bucket.exists(keyOf(slot.put_url))).toBe(false);
    // The slot is open again: a photo within the limit is taken.
    await api.uploadImage(slot.put_url, photo);
    const retried = await api.createTransform({
      image_url: slot.get_url,
      procedure_types: [procedure],
      procedure_view: view,
    });
    expect(retried.metadata_url).toBeTruthy();
  });

  it('a key rotation ends issued URLs for our server at once; S3 honours them until they expire', {
    timeout: 60_000,
  }, async () => {
    const slot = await uploadSlot();
    const { clinicId } = await demoAdminKey(t);
    await t.app.db.transaction().execute((trx) => bumpKeyEpoch(trx, clinicId));
    token = await t.demoSession();
    const response = await postTransform(slot.get_url);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'image_url_expired' });
    // The window S3 cannot close (docs/architecture.md, "S3 storage"): ≤ 15 minutes.
    expect((await fetch(slot.put_url, { method: 'PUT', body: photo })).status).toBe(200);
    const expiresIn = Number(new URL(slot.put_url).searchParams.get('X-Amz-Expires'));
    expect(expiresIn * 1000).toBeLessThanOrEqual(S3_URL_MAX_TTL_MS);
  });

  it('lets the widget page reach the bucket: its connect-src names the bucket origin', async () => {
    mkdirSync(t.config.widgetDist, { recursive: true });
    writeFileSync(join(t.config.widgetDist, 'index.html'), '<!doctype html><html></html>');
    const path = FLOW_ROUTES[0]?.path ?? '/';
    const page = await fetch(`${t.baseUrl}${path}?clinicSdkKey=demo-clinic-key`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src ')) ?? '';
    expect(connect.split(' ')).toContain(s3.settings.endpoint);
    expect(csp).toContain("default-src 'self'");
  });
});
