// The scale path as a provider runs it (docs/deploy.md): two API processes and a worker,
// each a real `node` process with its own DATA_DIR, on PostgreSQL, an S3 server and
// Redis. Traffic alternates between the API processes; the worker is killed (SIGKILL) in
// the middle of a transform and another one started. Every transform completes exactly
// once, its images are read through presigned GETs, and a rate limit holds across both
// API processes.
import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient, type TransformResponse } from '@afterlook/api';
import { viewForProcedure } from '@afterlook/domain';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../support/databases.ts';
import { freePort } from '../support/free-port.ts';
import { personPhotoPng } from '../support/person-photo.ts';
import { scaleEnv } from '../support/scale-env.ts';
import { type SpawnedServer, spawnServer } from '../support/spawn-server.ts';
import { type SpawnedWorker, spawnWorker } from '../support/spawn-worker.ts';
import { startS3Server } from '../support/start-s3-server.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { deleteRedisKeys, testRedisPrefix } from '../support/test-redis.ts';

const PROCEDURE = 'BREAST_AUGMENTATION';
const TRANSFORMS = 4;
const SESSION_LIMIT = 30; // RATE_LIMITS.sessionCreate.max, per address and minute

const dir = makeTempDir('afterlook-scale-');
const schema = `afterlook_scale_${randomBytes(6).toString('hex')}`;
const prefix = testRedisPrefix();
let s3: Awaited<ReturnType<typeof startS3Server>>;
let env: Record<string, string>;
const apis: SpawnedServer[] = [];
const workers: SpawnedWorker[] = [];
let sessionsCreated = 0;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  s3 = await startS3Server();
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // Shared by every process, as docs/deploy.md requires.
    ...scaleEnv({ schema, s3: s3.settings, redisPrefix: prefix }),
    // A killed worker's job is taken over after this.
    JOB_LEASE_MS: '3000',
    WORKER_THREADS: '1',
  };
  // The first process migrates and seeds the demo clinic; the second finds them done.
  apis.push(await spawnServer({ ...env, DATA_DIR: `${dir.path}/api-1` }));
  apis.push(await spawnServer({ ...env, DATA_DIR: `${dir.path}/api-2` }));
  workers.push(await spawnWorker({ ...env, DATA_DIR: `${dir.path}/worker-1` }));
}, 120_000);

afterAll(async () => {
  await Promise.all([...apis, ...workers].map((p) => p.kill()));
  await s3?.stop();
  await deleteRedisKeys(prefix);
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  dir.remove();
});

/** A patient's session, opened on one API process and used on every one of them. */
async function patientOn(opener: SpawnedServer): Promise<ApiClient[]> {
  const response = await fetch(`${opener.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: 'demo-clinic-key' },
  });
  expect(response.status).toBe(201);
  sessionsCreated += 1;
  const { access_token: token } = (await response.json()) as { access_token: string };
  return apis.map((api) => createApiClient({ baseUrl: api.baseUrl, getAccessToken: () => token }));
}

/** The job runs a worker logged with this message, as { jobId, outcome, reqId }. */
const runsLogged = (worker: SpawnedWorker, message: 'job started' | 'job finished') =>
  worker
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => JSON.parse(line) as { jobId: string; outcome?: string; reqId?: string });

describe('two API processes and a worker on PostgreSQL, S3 and Redis', { timeout: 300_000 }, () => {
  it('completes every transform exactly once through a worker crash, with images read by presigned GETs', async () => {
    const view = viewForProcedure(PROCEDURE);
    const photo = await personPhotoPng();
    const transforms: TransformResponse[] = [];
    for (let i = 0; i < TRANSFORMS; i += 1) {
      // The session and upload slot from one API process, the transform from the other.
      const clients = await patientOn(apis[i % 2] as SpawnedServer);
      const [uploads, transforming] = [clients[i % 2], clients[(i + 1) % 2]] as [
        ApiClient,
        ApiClient,
      ];
      const slots = await uploads.requestImageUploads({
        images: [{ view_type: view, procedure_types: [PROCEDURE] }],
      });
      const slot = slots.presigned_urls[0];
      if (!slot) throw new Error('no upload slot');
      // Straight to the bucket: the API processes never carry the photo's bytes.
      expect(new URL(slot.put_url).origin).toBe(env.S3_ENDPOINT);
      await uploads.uploadImage(slot.put_url, photo);
      transforms.push(
        await transforming.createTransform({
          image_url: slot.get_url,
          procedure_types: [PROCEDURE],
          procedure_view: view,
        }),
      );
    }

    // The worker dies in the middle of a transform; another one takes over.
    const first = workers[0] as SpawnedWorker;
    await expect
      .poll(() => first.output().includes('"msg":"job started"'), { timeout: 120_000 })
      .toBe(true);
    await first.kill();
    const metricsPort = await freePort();
    const second = await spawnWorker({
      ...env,
      DATA_DIR: `${dir.path}/worker-2`,
      METRICS_PORT: String(metricsPort),
    });
    workers.push(second);

    const [reader] = (await patientOn(apis[0] as SpawnedServer)) as [ApiClient];
    for (const transform of transforms) {
      const metadata = await reader.pollTransformMetadata(transform.metadata_url, {
        waitMs: 10_000,
        timeoutMs: 240_000,
      });
      expect(metadata).toMatchObject({ success: true, reason: null });
      expect(metadata.images.length).toBeGreaterThan(0);
      for (const url of transform.download_urls) {
        // A presigned GET on the S3 server, not one of our routes.
        expect(new URL(url).origin).toBe(env.S3_ENDPOINT);
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const { format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(format).toBe('png');
      }
    }

    const jobIds = transforms.map(
      (t) => /\/transforms\/([^/]+)\/metadata/.exec(t.metadata_url)?.[1] ?? '',
    );
    // The killed worker was running one of them and finished nothing; the second worker
    // finished each transform once, that one included.
    const [killed] = runsLogged(first, 'job started');
    expect(jobIds).toContain(killed?.jobId);
    expect(runsLogged(first, 'job finished')).toEqual([]);
    const finished = workers.flatMap((worker) => runsLogged(worker, 'job finished'));
    expect(finished.map((run) => run.jobId).sort()).toEqual([...jobIds].sort());
    expect(finished.every((run) => run.outcome === 'done')).toBe(true);
    // The worker's own /metrics counts the runs it finished, by kind and outcome.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    const done = /afterlook_job_duration_seconds_count\{kind="transform",outcome="done"\} (\d+)/;
    expect(Number(done.exec(scraped)?.[1])).toBe(runsLogged(second, 'job finished').length);
    // Each run carries the id of the request that queued it, as the API process logged it.
    for (const run of finished) {
      expect(run.reqId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = apis.flatMap((api) =>
        api
          .output()
          .split('\n')
          .filter((line) => line.includes(`"reqId":"${run.reqId}"`)),
      );
      expect(logged.some((line) => /"method":"POST","url":"[^"]*\/transforms[?"]/.test(line))).toBe(
        true,
      );
    }
  });

  it('holds the per-address session limit across both API processes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < SESSION_LIMIT + 10; i += 1) {
      const response = await fetch(`${(apis[i % 2] as SpawnedServer).baseUrl}/api/v1/sessions`, {
        method: 'POST',
        headers: { authorization: 'demo-clinic-key' },
      });
      await response.arrayBuffer();
      answers.push(response.status);
    }
    // Each process alone would let all 40 through (20 each, under its own 30).
    const created = answers.filter((status) => status === 201).length;
    expect(created).toBeLessThanOrEqual(SESSION_LIMIT);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(sessionsCreated).toBeGreaterThan(0);
  });
});
