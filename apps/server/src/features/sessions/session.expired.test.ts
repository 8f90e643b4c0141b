import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { SESSION_TTL_MS } from './session-ttl.ts';

let now = new Date('2026-03-01T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await t.close();
});

describe('an expired session', () => {
  it('answers 401 once 24 hours have passed', async () => {
    const token = await t.demoSession();
    const call = () =>
      fetch(`${t.baseUrl}/api/v1/clinic-info`, { headers: { authorization: `session ${token}` } });

    now = new Date(now.getTime() + SESSION_TTL_MS - 1000);
    expect((await call()).status).toBe(200);

    now = new Date(now.getTime() + 1000);
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'expired_session',
      message: 'Session has expired',
    });
  });
});
