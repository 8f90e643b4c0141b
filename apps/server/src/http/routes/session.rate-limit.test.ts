import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { SESSION_RATE_LIMIT } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('session creation rate limit', () => {
  it('answers 429 with a JSON error past the per-address limit', async () => {
    const post = () =>
      fetch(`${t.baseUrl}/api/v1/sessions`, {
        method: 'POST',
        headers: { authorization: 'guess-1234' },
      });
    for (let i = 0; i < SESSION_RATE_LIMIT.max; i += 1) {
      expect((await post()).status).toBe(401);
    }
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
  });
});
