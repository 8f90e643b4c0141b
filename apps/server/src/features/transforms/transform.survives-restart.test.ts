import { createApiClient, type TransformRequest } from '@afterlook/api';
import { viewForProcedure } from '@afterlook/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { fetchPng } from '../../testing/support/fetch-png.ts';
import { type SpawnedServer, spawnServer } from '../../testing/support/spawn-server.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';

// A transform is durable work: a server killed mid-job (SIGKILL, no shutdown hooks)
// and started again on the same DATA_DIR finishes it, and the same request again
// finds the same job instead of queuing a second one.
const dir = makeTempDir();
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.kill();
  dir.remove();
});

const env = {
  DATA_DIR: `${dir.path}/data`,
  WIDGET_DIST: `${dir.path}/none`,
  WORKER_THREADS: '1',
  JOB_LEASE_MS: '2000',
};

describe('a transform running when the server is killed', { timeout: 120_000 }, () => {
  it('completes after a restart on the same DATA_DIR, and is not queued twice', async () => {
    // The longest job there is (13 implant sizes) on a sample model (no vision step).
    const procedure = 'BREAST_AUGMENTATION';
    const view = viewForProcedure(procedure);

    server = await spawnServer(env);
    const { access_token } = await createApiClient({ baseUrl: server.baseUrl }).createSession(
      'demo-clinic-key',
    );
    const api = (baseUrl: string) =>
      createApiClient({ baseUrl, getAccessToken: () => access_token });
    const model = (await api(server.baseUrl).getSampleModels(procedure)).models[0];
    if (!model) throw new Error('no sample model');
    const request: TransformRequest = {
      image_url: model.image_url,
      procedure_types: [procedure],
      procedure_view: view,
    };
    const transform = await api(server.baseUrl).createTransform(request);

    // Read the child's SQLite file (WAL: a second reader is fine) until the job runs.
    const db = createDb({ dataDir: env.DATA_DIR });
    try {
      const status = async () =>
        (await db.selectFrom('jobs').select(['status', 'attempts']).executeTakeFirst()) ?? null;
      await expect
        .poll(async () => (await status())?.status, { timeout: 20_000, interval: 5 })
        .toBe('running');
      await server.kill();

      server = await spawnServer(env);
      const again = await api(server.baseUrl).createTransform(request);
      expect(again.metadata_url.split('?')[0]).toBe(transform.metadata_url.split('?')[0]);
      const metadata = await api(server.baseUrl).pollTransformMetadata(transform.metadata_url, {
        waitMs: 10_000,
        timeoutMs: 60_000,
      });
      expect(metadata.success).toBe(true);
      expect(metadata.images.length).toBeGreaterThan(0);
      const jobs = await db.selectFrom('jobs').select(['status', 'attempts']).execute();
      expect(jobs).toEqual([{ status: 'done', attempts: 2 }]);
      await fetchPng(server.baseUrl, transform.download_urls.at(-1) ?? '');
    } finally {
      await db.destroy();
    }
  });
});
