import { dayIn, NOT_CAPTURED } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGet, demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// docs/product/api.md#analytics on the real server: counters per clinic and its day, under /api/v1 and
// at the contract's bare paths, read back by the clinic's admin key.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  await t.close();
});

// The demo clinic is in the US: its days are New York's (issue 31).
const today = () => dayIn(new Date(), 'America/New_York');
const analytics = async () =>
  (await adminGet(t, `/api/v1/admin/analytics?from=${today()}&to=${today()}`, admin)).body as {
    daily: unknown[];
    detailed: unknown[];
    referral: unknown[];
    events: unknown[];
    unsupported_procedures: unknown[];
  };

describe('analytics calls', () => {
  it('count per clinic and day at /api/v1 and at the bare paths; answer { recorded: true }', async () => {
    const token = await t.demoSession();
    const daily = { form_name: 'ONBOARDING_TIER1', daily_analytics_count_type: 'SITE_VISITS' };
    for (const path of ['/api/v1/daily-analytics', '/daily-analytics', '/daily-analytics']) {
      const answer = await postJson(`${t.baseUrl}${path}`, token, daily);
      expect(answer).toEqual({ status: 200, body: { recorded: true } });
    }
    const detailed = {
      form_name: 'ONBOARDING_ADVERTISE',
      cta_copy: null,
      form_version: 'v2',
      device_type: 'mobile',
      daily_analytics_count_type: 'FORM_VISITS',
    };
    await postJson(`${t.baseUrl}/api/v1/daily-detailed-analytics`, token, detailed);
    await postJson(`${t.baseUrl}/daily-detailed-analytics`, token, detailed);
    await postJson(`${t.baseUrl}/referral-daily-analytics`, token, {
      form_name: 'ONBOARDING_TIER1',
      referrer: 'direct',
    });
    await postJson(`${t.baseUrl}/notify-unsupported-procedure`, token, {
      name: '',
      email: 'ana@example.com',
      procedure_type: NOT_CAPTURED,
    });
    // Another clinic's calls count for that clinic only.
    const other = await otherClinic(t);
    await postJson(`${t.baseUrl}/api/v1/daily-analytics`, other.session, daily);

    const read = await analytics();
    expect(read.daily).toEqual([
      { day: today(), form_name: 'ONBOARDING_TIER1', count_type: 'SITE_VISITS', count: 3 },
    ]);
    expect(read.detailed).toEqual([
      {
        day: today(),
        ...{ form_name: 'ONBOARDING_ADVERTISE', cta_copy: null, form_version: 'v2' },
        device_type: 'mobile',
        count_type: 'FORM_VISITS',
        count: 2,
      },
    ]);
    expect(read.referral).toEqual([
      { day: today(), form_name: 'ONBOARDING_TIER1', referrer: 'direct', count: 1 },
    ]);
    expect(read.unsupported_procedures).toEqual([
      {
        name: NOT_CAPTURED,
        email: 'ana@example.com',
        procedure_type: NOT_CAPTURED,
        created_at: expect.any(String),
      },
    ]);
  });

  it('refuse bad bodies (400) and a missing session (401), counting nothing', async () => {
    const token = await t.demoSession();
    const before = await analytics();
    for (const body of [
      { form_name: 'NOPE', daily_analytics_count_type: 'SITE_VISITS' },
      { form_name: 'ONBOARDING_TIER1', daily_analytics_count_type: 'CLICKS' },
      {},
    ]) {
      expect((await postJson(`${t.baseUrl}/daily-analytics`, token, body)).status).toBe(400);
    }
    const anonymous = await fetch(`${t.baseUrl}/daily-analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form_name: 'ONBOARDING_TIER1',
        daily_analytics_count_type: 'SITE_VISITS',
      }),
    });
    expect(anonymous.status).toBe(401);
    expect(await analytics()).toEqual(before);
  });

  it('POST /api/v1/events keeps named events, without contact details; refuses unknown names and big properties', async () => {
    const token = await t.demoSession();
    const ok = await postJson(`${t.baseUrl}/api/v1/events`, token, {
      name: 'User Details Captured',
      properties: {
        'Clinic Name': 'Demo',
        name: 'Ana Lopez',
        phone: '+14155550132',
        Procedure: 'BBL',
      },
    });
    expect(ok).toEqual({ status: 200, body: { recorded: true } });
    const [row] = await t.app.db
      .selectFrom('product_events')
      .select(['name', 'properties'])
      .execute();
    expect(row?.name).toBe('User Details Captured');
    expect(JSON.parse(row?.properties ?? '{}')).toEqual({
      'Clinic Name': 'Demo',
      Procedure: 'BBL',
    });
    expect((await analytics()).events).toEqual([
      { day: today(), name: 'User Details Captured', count: 1 },
    ]);

    const refused = [
      { name: 'Page Viewed', properties: {} },
      { name: 'Form Started', properties: { big: 'x'.repeat(501) } },
      {
        name: 'Form Started',
        properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
      },
      { name: 'Form Started', properties: { nested: { a: 1 } } },
    ];
    for (const body of refused) {
      expect((await postJson(`${t.baseUrl}/api/v1/events`, token, body)).status).toBe(400);
    }
    expect(await t.app.db.selectFrom('product_events').selectAll().execute()).toHaveLength(1);
  });

  it('limits each session (429 past 120 a minute) without limiting the next session', async () => {
    const token = await t.demoSession();
    const body = { form_name: 'ONBOARDING_SCAN', daily_analytics_count_type: 'FORM_VISITS' };
    const answers = await Promise.all(
      Array.from({ length: 125 }, () =>
        postJson(`${t.baseUrl}/api/v1/daily-analytics`, token, body),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(120);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const fresh = await t.demoSession();
    expect((await postJson(`${t.baseUrl}/api/v1/daily-analytics`, fresh, body)).status).toBe(200);
  });

  it('GET /api/v1/admin/analytics refuses a reversed or too long range', async () => {
    expect(
      (await adminGet(t, '/api/v1/admin/analytics?from=2025-02-01&to=2025-01-01', admin)).status,
    ).toBe(400);
    expect(
      (await adminGet(t, '/api/v1/admin/analytics?from=2023-01-01&to=2025-01-01', admin)).status,
    ).toBe(400);
    expect((await adminGet(t, '/api/v1/admin/analytics?from=2025-13-01', admin)).status).toBe(400);
  });
});
