// JOB_QUEUE=bullmq splits the server: API processes enqueue and run no image work,
// `npm run worker` runs the transforms. This proves the split end to end.
import { type ApiClient, createApiClient, ROUTES } from '@afterlook/api';
import { viewForProcedure } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPng } from '../../testing/support/fetch-png.ts';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { personPhotoPng } from '../../testing/support/person-photo.ts';
import { type SpawnedWorker, spawnWorker } from '../../testing/support/spawn-worker.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import {
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../../testing/support/test-redis.ts';

const prefix = testRedisPrefix();
let t: TestApp;
let api: ApiClient;
let worker: SpawnedWorker | undefined;
beforeAll(async () => {
  t = await startTestApp({ jobQueue: 'bullmq', redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
  const token = await t.demoSession();
  api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
}, 60_000);
afterAll(async () => {
  await worker?.kill();
  await t.close();
  await deleteRedisKeys(prefix);
});

describe('transforms on a separate worker process (JOB_QUEUE=bullmq)', { timeout: 120_000 }, () => {
  it('an uploaded photo is stored without vision by the API, and analysed and transformed by the worker', async () => {
    const procedure = 'BREAST_AUGMENTATION';
    const view = viewForProcedure(procedure);
    const slots = await api.requestImageUploads({
      images: [{ view_type: view, procedure_types: [procedure] }],
    });
    const slot = slots.presigned_urls[0];
    if (!slot) throw new Error('no slot');
    await api.uploadImage(slot.put_url, await personPhotoPng());
    // The API process ran no vision model on the upload.
    const image = await t.app.db
      .selectFrom('images')
      .select(['status', 'analysis_key', 'verdict'])
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow();
    expect(image).toMatchObject({ analysis_key: null, verdict: null });

    const transform = await api.createTransform({
      image_url: slot.get_url,
      procedure_types: [procedure],
      procedure_view: view,
    });
    // Queued, and nobody runs it until a worker starts.
    const jobId = /\/transforms\/([^/]+)\/metadata/.exec(transform.metadata_url)?.[1] ?? '';
    expect((await t.app.ports.jobs.get(jobId))?.status).toBe('queued');
    worker = await spawnWorker({
      DATA_DIR: t.config.dataDir,
      SAMPLE_MODELS_DIR: t.config.sampleModelsDir,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      WORKER_THREADS: '1',
      NODE_ENV: 'test',
    });
    const metadata = await api.pollTransformMetadata(transform.metadata_url, { waitMs: 10_000 });
    expect(metadata).toMatchObject({ success: true, reason: null });
    expect(metadata.images.length).toBeGreaterThan(0);
    for (const url of transform.download_urls) {
      expect(await fetchPng(t.baseUrl, url)).toMatchObject({ width: expect.any(Number) });
    }
  });

  it("a clinic's own sample model is analysed on the worker before it is kept", async () => {
    const { adminKey } = await demoAdminKey(t);
    const added = await fetch(
      `${t.baseUrl}${ROUTES.adminSampleModelUpload.path}?procedure=BREAST_AUGMENTATION`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'image/png' },
        body: await personPhotoPng(),
      },
    );
    expect(added.status).toBe(201);
    const model = (await added.json()) as { id: string };
    expect(
      await t.app.db
        .selectFrom('images')
        .select('verdict')
        .where('id', '=', model.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ verdict: JSON.stringify({ ok: true }) });
  });

  it('a sample-model transform runs on the worker too, and the worker stops cleanly on SIGTERM', async () => {
    if (!worker) throw new Error('the previous test starts the worker');
    const { models } = await api.getSampleModels('BBL');
    const model = models[0];
    if (!model) throw new Error('no model');
    const transform = await api.createTransform({
      image_url: model.image_url,
      procedure_types: ['BBL'],
      procedure_view: model.view_type,
    });
    const metadata = await api.pollTransformMetadata(transform.metadata_url, { waitMs: 10_000 });
    expect(metadata).toMatchObject({ success: true });
    expect(await worker.stop()).toBe(0);
    worker = undefined;
  });
});
