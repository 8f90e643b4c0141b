import { type ApiClient, createApiClient, type TransformRequest } from '@afterlook/api';
import {
  AI_SUPPORTED_PROCEDURES,
  MESSAGES,
  type Procedure,
  viewForProcedure,
} from '@afterlook/domain';
import { VISION_REASONS } from '@afterlook/vision';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampSimulationMark } from '../../adapters/image-threads/simulation-mark.ts';
import { fetchPng } from '../../testing/support/fetch-png.ts';
import { imageRows, jobRows, listBlobFiles } from '../../testing/support/media-fixtures.ts';
import { personPhotoPng, photoForView } from '../../testing/support/person-photo.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The widget's whole sequence on a real photo of a person, with the real vision
// engine (packages/vision weights) and simulation engine in the worker threads.
let t: TestApp;
let api: ApiClient;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  t = await startTestApp({ workerThreads: 2 });
  const token = await t.demoSession();
  api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
  photo = await personPhotoPng();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const IMPLANT_PROCEDURES: readonly Procedure[] = [
  'BREAST_AUGMENTATION',
  'BREAST_LIFT_AND_AUGMENTATION',
];
const visionTexts = VISION_REASONS.map((reason) => MESSAGES.en.vision[reason]);

/** Upload slot → PUT (PNG) → transform → polled metadata, as the form flow does it. */
async function uploadAndTransform(procedure: Procedure, image = photo) {
  const view = viewForProcedure(procedure);
  const slots = await api.requestImageUploads({
    images: [{ view_type: view, procedure_types: [procedure] }],
  });
  expect(slots.presigned_urls).toHaveLength(1);
  const slot = slots.presigned_urls[0];
  if (!slot) throw new Error('no slot');
  await api.uploadImage(slot.put_url, image);
  const request: TransformRequest = {
    image_url: slot.get_url,
    procedure_types: [procedure],
    procedure_view: view,
  };
  const transform = await api.createTransform(request);
  const metadata = await api.pollTransformMetadata(transform.metadata_url);
  return { slot, slots, request, transform, metadata };
}

/**
 * The share of the 'SIMULATION' mark's letter pixels (simulation-mark.ts) that are
 * near white in an after image as the patient downloads it: 1 when it carries the mark.
 */
async function markedPixels(url: string): Promise<number> {
  const png = Buffer.from(await (await fetch(`${t.baseUrl}${url}`)).arrayBuffer());
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const marked = stampSimulationMark({
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(info.width * info.height * 4),
  });
  let letters = 0;
  let white = 0;
  for (let i = 0; i < marked.data.length; i += 4) {
    if ((marked.data[i] ?? 0) < 200) continue;
    letters += 1;
    if ([0, 1, 2].every((c) => (data[i + c] ?? 0) >= 230)) white += 1;
  }
  return white / letters;
}

describe.each(AI_SUPPORTED_PROCEDURES)(
  '%s on an uploaded photo that fits its view',
  (procedure) => {
    it('slots → PUT → transform → metadata success → every after image', {
      timeout: 90_000,
    }, async () => {
      const image = await photoForView(viewForProcedure(procedure));
      const { slot, transform, metadata } = await uploadAndTransform(procedure, image);
      expect(metadata).toMatchObject({ success: true, reason: null });
      expect(metadata.images).toHaveLength(transform.download_urls.length);
      expect(metadata.images.length).toBeGreaterThanOrEqual(5);
      const sizes = metadata.images.map((image) => image.implant_size_in_cc);
      if (IMPLANT_PROCEDURES.includes(procedure)) {
        expect(sizes.every((cc) => typeof cc === 'number' && cc % 25 === 0)).toBe(true);
        expect(metadata.implant_size_in_cc).toBe(sizes[Math.floor(sizes.length / 2)]);
      } else {
        expect(sizes.every((cc) => cc === null)).toBe(true);
      }
      const stored = await fetchPng(t.baseUrl, slot.get_url);
      expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(1024);
      for (const url of transform.download_urls) {
        expect(await fetchPng(t.baseUrl, url)).toMatchObject({
          width: stored.width,
          height: stored.height,
        });
      }
      expect(await markedPixels(transform.download_urls.at(-1) ?? '')).toBe(1);
    });
  },
);

describe("the vision step's reason for a photo that does not fit the view", () => {
  it('a torso photo sent for BBL (back view) answers success false with the reason', {
    timeout: 90_000,
  }, async () => {
    const { metadata } = await uploadAndTransform('BBL', photo);
    expect(metadata).toMatchObject({ success: false, implant_size_in_cc: null, images: [] });
    expect(visionTexts).toContain(metadata.reason);
  });
});

describe("the vision step's reason in the session's language", () => {
  it('answers a Spanish session in Spanish', { timeout: 90_000 }, async () => {
    const { access_token } = await createApiClient({ baseUrl: t.baseUrl }).createSession(
      'demo-clinic-key',
      'es',
    );
    const es = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => access_token });
    const ticket = await es.createPatientImageTicket();
    await es.uploadImage(ticket.upload_url, photo);
    const transform = await es.createTransform({
      image_url: ticket.download_url,
      procedure_types: ['BBL'],
      procedure_view: 'BODY_BACK',
    });
    const metadata = await es.pollTransformMetadata(transform.metadata_url, { waitMs: 10_000 });
    expect(metadata.success).toBe(false);
    expect(VISION_REASONS.map((reason) => MESSAGES.es.vision[reason])).toContain(metadata.reason);
  });
});

describe('the form-flow batch transform on an uploaded photo', () => {
  it('answers one entry per request; the last presigned URL is the after image', {
    timeout: 90_000,
  }, async () => {
    const procedure = 'BREAST_LIFT';
    const view = viewForProcedure(procedure);
    const slots = await api.requestImageUploads({
      images: [{ view_type: view, procedure_types: [procedure] }],
    });
    const slot = slots.presigned_urls[0];
    if (!slot) throw new Error('no slot');
    await api.uploadImage(slot.put_url, photo);
    const request: TransformRequest = {
      image_url: slot.get_url,
      procedure_types: [procedure],
      procedure_view: view,
    };
    const batch = await api.createTransformBatch({ batch_id: slots.batch_id, request: [request] });
    expect(batch.batch_id).toBe(slots.batch_id);
    const entry = batch.response[0];
    if (!entry) throw new Error('no entry');
    expect(entry.image_data).toEqual(request);
    const metadata = await api.pollTransformMetadata(entry.metadata_url, { waitMs: 10_000 });
    expect(metadata.success).toBe(true);
    expect(metadata.images.at(-1)?.level).toBe(1);
    expect(entry.presigned_urls).toHaveLength(metadata.images.length);
    await fetchPng(t.baseUrl, entry.presigned_urls.at(-1) ?? '');
  });

  it('a repeated identical transform finds the same job; nothing is left in temp', async () => {
    const before = (await jobRows(t.app.db)).length;
    const images = (await imageRows(t.app.db)).filter((row) => row.status === 'ready');
    const first = await uploadAndTransform('BREAST_REDUCTION');
    const again = await api.createTransform(first.request);
    expect(again.metadata_url.split('?')[0]).toBe(first.transform.metadata_url.split('?')[0]);
    expect(again.metadata).toMatchObject({ success: true });
    expect((await jobRows(t.app.db)).length).toBe(before + 1);
    expect((await imageRows(t.app.db)).filter((row) => row.status === 'ready')).toHaveLength(
      images.length + 1,
    );
    expect(listBlobFiles(t.config.dataDir).filter((file) => file.startsWith('.tmp'))).toEqual([]);
  }, 90_000);
});
