// One address could spread calls over many sessions and one public SDK key could fill the disk (no per-address ceiling, no per-clinic quota): this proves both hold, with Retry-After.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const post = async (app: TestApp, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `session ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
};

describe('finding 6: limits beside the per-identity ones', { timeout: 60_000 }, () => {
  it('a per-address ceiling holds across many sessions', async () => {
    t = await startTestApp(
      {},
      { limits: { rate: { addressCeiling: { max: 10, windowMs: 60_000 } } } },
    );
    const tokens = await Promise.all(Array.from({ length: 4 }, () => (t as TestApp).demoSession()));
    const body = { form_name: 'ONBOARDING_TIER1', daily_analytics_count_type: 'SITE_VISITS' };
    const statuses = [];
    for (let i = 0; i < 16; i += 1) {
      const answer = await post(t, '/api/v1/daily-analytics', tokens[i % 4] ?? '', body);
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // The four session creations counted against the same ceiling.
    expect(statuses.filter((s) => s === 200)).toHaveLength(10 - 4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - 6);
  });

  it("a clinic's daily upload quota holds across sessions; Retry-After is the next UTC day", async () => {
    t = await startTestApp({}, { limits: { dailyQuotas: { uploads: 3 } } });
    const [first, second] = [await t.demoSession(), await t.demoSession()];
    const batch = (n: number) => ({
      images: Array.from({ length: n }, () => ({
        view_type: 'BODY_BACK',
        procedure_types: ['BBL'],
      })),
    });
    const path = '/clinics/v1/forms/patients/images/batch?source=form';
    expect((await post(t, path, first, batch(2))).status).toBe(200);
    const over = await post(t, path, second, batch(2));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'daily_quota_reached' });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await post(t, '/api/v1/patient-images?timestamp=1', second)).status).toBe(200);
    expect((await post(t, '/api/v1/patient-images?timestamp=2', second)).status).toBe(429);
  });
});
