// Failed admin-key guesses were never throttled (any number of 401s per address): this proves failed authentication of every kind is limited per address, with Retry-After.
import { RATE_LIMITS } from '@afterlook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = async (app: TestApp, path: string, authorization: string) => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization } });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
};

describe('finding 9: failed authentication is throttled per address', { timeout: 60_000 }, () => {
  it('admin-key guesses: 401 up to the limit, then 429 with Retry-After, even for the right key', async () => {
    t = await startTestApp();
    const { adminKey } = await demoAdminKey(t);
    for (let i = 0; i < RATE_LIMITS.authFailures.max; i += 1) {
      expect((await get(t, '/api/v1/admin/leads', `Bearer guess-${i}`)).status).toBe(401);
    }
    const guess = await get(t, '/api/v1/admin/leads', 'Bearer guess-next');
    expect(guess.status).toBe(429);
    expect(guess.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(guess.retryAfter)).toBeGreaterThan(0);
    // The address is locked out for the window: a guess that happens to be right is no oracle.
    expect((await get(t, '/api/v1/admin/leads', `Bearer ${adminKey}`)).status).toBe(429);
  });

  it('session-token guesses count too, and so do malformed headers', async () => {
    t = await startTestApp();
    for (let i = 0; i < RATE_LIMITS.authFailures.max; i += 1) {
      const authorization = i % 2 === 0 ? `session guess-${i}` : `session  guess-${i}`;
      expect((await get(t, '/api/v1/clinic-info', authorization)).status).toBe(401);
    }
    const next = await get(t, '/api/v1/clinic-info', 'session guess-next');
    expect(next.status).toBe(429);
    expect(Number(next.retryAfter)).toBeGreaterThan(0);
  });
});
