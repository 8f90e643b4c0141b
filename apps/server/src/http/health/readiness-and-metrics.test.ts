import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOKEN = 'metrics-token-for-the-test-0123';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t?.baseUrl}${path}`, { headers });
  return { status: response.status, text: await response.text() };
};

describe('/healthz and /readyz', { timeout: 60_000 }, () => {
  it('answers ready when the database, storage, queue and Redis answer', async () => {
    t = await startTestApp({ redisUrl: REDIS_URL });
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'ready',
      checks: { db: 'ok', storage: 'ok', queue: 'ok', redis: 'ok' },
    });
  });

  it('answers 503 naming the dependency that is down, while staying alive', async () => {
    // Nothing listens on port 1: the shared Redis is unreachable.
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'not_ready',
      checks: { db: 'ok', storage: 'ok', queue: 'ok', redis: 'failed' },
    });
    expect((await get('/healthz')).status).toBe(200);
  });

  it('with JOB_QUEUE=bullmq, names the queue too when its Redis is down', async () => {
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:1', jobQueue: 'bullmq' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'not_ready',
      checks: { db: 'ok', storage: 'ok', queue: 'failed', redis: 'failed' },
    });
  });
});

describe('/metrics', { timeout: 60_000 }, () => {
  it('reports request latency by route pattern, never the raw URL, and the queue depth', async () => {
    t = await startTestApp();
    const token = await t.demoSession();
    await fetch(`${t.baseUrl}/api/v1/clinic-info`, {
      headers: { authorization: `session ${token}` },
    }).then((r) => r.arrayBuffer());
    // A job no handler of this process takes waits in the queue.
    await t.app.ports.jobs.enqueue({
      idempotencyKey: 'metrics-test',
      kind: 'not-handled-here',
      clinicId: null,
      input: {},
    });

    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(
      /afterlook_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/sessions",status_code="201"\} 1/,
    );
    expect(metrics.text).toMatch(/route="\/api\/v1\/clinic-info",status_code="200"/);
    expect(metrics.text).toMatch(/afterlook_queue_depth\{kind="not-handled-here"\} 1/);
    expect(metrics.text).toMatch(/afterlook_process_resident_memory_bytes \d+/);
    expect(metrics.text).not.toContain(token);
  });

  it('is refused to other machines unless they show METRICS_TOKEN', async () => {
    t = await startTestApp({ trustProxy: true, metricsToken: TOKEN });
    const remote = { 'x-forwarded-for': '203.0.113.7' };
    expect((await get('/metrics', remote)).status).toBe(404);
    expect(
      (await get('/metrics', { ...remote, authorization: 'Bearer wrong-token-0123456789' })).status,
    ).toBe(404);
    expect((await get('/metrics', { ...remote, authorization: `Bearer ${TOKEN}` })).status).toBe(
      200,
    );
  });
});
