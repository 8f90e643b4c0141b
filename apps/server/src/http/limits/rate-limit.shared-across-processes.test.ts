// Two API processes behind one load balancer each counted in their own memory, so a
// limit of N let N calls through per process: with REDIS_URL they share one count.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = { max: 4, windowMs: 60_000 };

let apps: TestApp[] = [];
beforeAll(async () => {
  // One prefix per run, so parallel runs on the same Redis never share buckets.
  const shared = { redisUrl: REDIS_URL, redisPrefix: `afterlook-test-${randomUUID()}:` };
  apps = await Promise.all(
    [0, 1].map(() => startTestApp(shared, { limits: { rate: { sessionCreate: LIMIT } } })),
  );
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const createSession = async (app: TestApp) => {
  const response = await fetch(`${app.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: app.config.demoSdkKey },
  });
  await response.arrayBuffer();
  return response;
};

describe('rate limits shared across API processes (REDIS_URL)', { timeout: 60_000 }, () => {
  it('holds the session-creation limit over calls alternating between two processes', async () => {
    const answers = [];
    for (let i = 0; i < 3 * LIMIT.max; i += 1) {
      answers.push(await createSession(apps[i % 2] as TestApp));
    }
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 429);
    // Each process alone would have let LIMIT.max through: 2 × LIMIT.max in all.
    expect(created).toBe(LIMIT.max);
    expect(refused).toHaveLength(2 * LIMIT.max);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
