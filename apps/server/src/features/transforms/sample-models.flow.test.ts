import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@afterlook/api';
import { AI_SUPPORTED_PROCEDURES, type Procedure, viewForProcedure } from '@afterlook/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPng } from '../../testing/support/fetch-png.ts';
import { jobRows } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The model picker's path: our own renders with their true landmarks and masks
// (assets/sample-models), no vision step, results cached per (model, procedure).
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ workerThreads: 2 });
  const token = await t.demoSession();
  api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
});
afterAll(async () => {
  await t.close();
});

/** The models of a procedure in assets/sample-models/manifest.json, with their regions. */
async function manifestModels(procedure: Procedure) {
  const file = join(import.meta.dirname, '../../../../../assets/sample-models/manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as {
    procedures: Partial<
      Record<Procedure, { models: { id: string; region?: Record<string, number> }[] }>
    >;
  };
  return manifest.procedures[procedure]?.models ?? [];
}

const IMPLANT_PROCEDURES: readonly Procedure[] = [
  'BREAST_AUGMENTATION',
  'BREAST_LIFT_AND_AUGMENTATION',
];

describe.each(AI_SUPPORTED_PROCEDURES)('%s on a sample model', (procedure) => {
  const view = viewForProcedure(procedure);

  it('sample model: three models → transform → success, then the same pick answered at once', {
    timeout: 60_000,
  }, async () => {
    const { models } = await api.getSampleModels(procedure);
    expect(models).toHaveLength(3);
    const model = models[0];
    if (!model) throw new Error('no model');
    expect(model.view_type).toBe(view);
    const request = {
      image_url: model.image_url,
      procedure_types: [procedure],
      procedure_view: view,
    };
    const first = await api.createTransform(request);
    const metadata = await api.pollTransformMetadata(first.metadata_url, { waitMs: 10_000 });
    expect(metadata).toMatchObject({ success: true, reason: null });
    expect(metadata.images).toHaveLength(first.download_urls.length);
    // The result opens on the region the series changes: a box inside the photo.
    const region = metadata.region;
    expect(region).not.toBeNull();
    expect(region && 0 <= region.left && region.left < region.right && region.right <= 1).toBe(
      true,
    );
    expect(region && 0 <= region.top && region.top < region.bottom && region.bottom <= 1).toBe(
      true,
    );
    // The same region the sample model's manifest carries for this procedure, and the
    // model list already says it (a screen can open on it before any transform).
    const listed = (await manifestModels(procedure)).find((entry) => entry.id === model.id);
    for (const edge of ['left', 'top', 'right', 'bottom'] as const) {
      expect(region?.[edge] ?? -1).toBeCloseTo(listed?.region?.[edge] ?? -2, 3);
      expect(model.region?.[edge] ?? -1).toBeCloseTo(listed?.region?.[edge] ?? -2, 3);
    }
    const sizes = metadata.images.map((image) => image.implant_size_in_cc);
    if (IMPLANT_PROCEDURES.includes(procedure)) {
      expect(sizes.every((cc) => typeof cc === 'number')).toBe(true);
      expect(metadata.implant_size_in_cc).toBe(sizes[Math.floor(sizes.length / 2)]);
    } else {
      expect(sizes.every((cc) => cc === null)).toBe(true);
      expect(metadata.implant_size_in_cc).toBeNull();
    }
    const picture = await sharp(
      Buffer.from(await (await fetch(`${t.baseUrl}${model.image_url}`)).arrayBuffer()),
    ).metadata();
    for (const url of first.download_urls) {
      expect(await fetchPng(t.baseUrl, url)).toMatchObject({
        width: picture.width,
        height: picture.height,
      });
    }

    const jobsBefore = (await jobRows(t.app.db)).length;
    const again = await api.createTransform(request);
    expect(again.metadata).toMatchObject({
      success: true,
      images: metadata.images.map(() => expect.anything()),
      region: metadata.region,
    });
    expect(again.download_urls).toHaveLength(first.download_urls.length);
    expect((await jobRows(t.app.db)).length).toBe(jobsBefore);
  });
});

describe('POST /clinics/v1/forms/transforms/batch', () => {
  it('answers one entry per request; the last presigned URL is the after image', {
    timeout: 60_000,
  }, async () => {
    const slots = await api.requestImageUploads({
      images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
    });
    const bbl = (await api.getSampleModels('BBL')).models[1];
    const tummy = (await api.getSampleModels('TUMMY_TUCK')).models[1];
    if (!bbl || !tummy) throw new Error('no models');
    const request = [
      {
        image_url: bbl.image_url,
        procedure_types: ['BBL' as const],
        procedure_view: bbl.view_type,
      },
      {
        image_url: tummy.image_url,
        procedure_types: ['TUMMY_TUCK' as const],
        procedure_view: tummy.view_type,
      },
    ];
    const batch = await api.createTransformBatch({ batch_id: slots.batch_id, request });
    expect(batch.batch_id).toBe(slots.batch_id);
    expect(batch.response.map((entry) => entry.image_data)).toEqual(request);
    for (const entry of batch.response) {
      const metadata = await api.pollTransformMetadata(entry.metadata_url, { waitMs: 10_000 });
      expect(metadata.success).toBe(true);
      expect(metadata.images).toHaveLength(entry.presigned_urls.length);
      expect(metadata.images.at(-1)?.level).toBe(1);
      await fetchPng(t.baseUrl, entry.presigned_urls.at(-1) ?? '');
    }
  });

  it('refuses an unknown batch (404) and queues nothing when one entry is refused (422)', async () => {
    const model = (await api.getSampleModels('BBL')).models[2];
    if (!model) throw new Error('no model');
    const entry = {
      image_url: model.image_url,
      procedure_types: ['BBL' as const],
      procedure_view: model.view_type,
    };
    await expect(
      api.createTransformBatch({ batch_id: 'no-such-batch', request: [entry] }),
    ).rejects.toMatchObject({ status: 404 });
    const slots = await api.requestImageUploads({
      images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
    });
    const jobsBefore = (await jobRows(t.app.db)).length;
    await expect(
      api.createTransformBatch({
        batch_id: slots.batch_id,
        request: [entry, { ...entry, procedure_types: ['LIPOSUCTION'] }],
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect((await jobRows(t.app.db)).length).toBe(jobsBefore);
  });
});
