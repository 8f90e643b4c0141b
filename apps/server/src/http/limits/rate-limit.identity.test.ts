// Every rate limit was keyed on the raw Authorization header, so `Session <t>`, `SESSION <t>` or `session  <t>` each opened a fresh bucket: this proves limits key on the verified identity.
import { RATE_LIMITS } from '@afterlook/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
// Malformed spellings are failed authentications; a high allowance for those keeps the
// per-address lockout from hiding whether the identity's own limit holds.
beforeEach(async () => {
  t = await startTestApp(
    {},
    { limits: { rate: { authFailures: { max: 1000, windowMs: 60_000 } } } },
  );
});
afterEach(async () => {
  await t.close();
});

/** The same credential spelled as an attacker would vary it. */
const spellings = (scheme: string, credential: string) => [
  `${scheme} ${credential}`,
  `${scheme.toUpperCase()} ${credential}`,
  `${scheme[0]?.toUpperCase()}${scheme.slice(1)} ${credential}`,
  `${scheme}  ${credential}`,
  `${scheme}\t${credential}`,
  `${scheme} ${credential} `,
  ` ${scheme} ${credential}`,
];

const call = async (path: string, authorization: string, body?: unknown) => {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return response;
};

describe('finding 1: rate limits key on the verified identity, not on header text', {
  timeout: 60_000,
}, () => {
  it('one session gets at most its limit of analytics calls however the header is spelled', async () => {
    const token = await t.demoSession();
    const variants = spellings('session', token);
    const body = { form_name: 'ONBOARDING_TIER1', daily_analytics_count_type: 'SITE_VISITS' };
    const tries = 2 * RATE_LIMITS.sessionCalls.max;
    const answers = [];
    for (let i = 0; i < tries; i += 1) {
      answers.push(
        await call('/api/v1/daily-analytics', variants[i % variants.length] ?? '', body),
      );
    }
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(RATE_LIMITS.sessionCalls.max);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const counted = await t.app.db
      .selectFrom('daily_analytics')
      .select('count')
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(accepted);
  });

  it('parses the scheme strictly: one word, one space, one token', async () => {
    const token = await t.demoSession();
    const status = async (authorization: string) =>
      (await call('/api/v1/clinic-info', authorization)).status;
    expect(await status(`session ${token}`)).toBe(200);
    expect(await status(`Session ${token}`)).toBe(200);
    expect(await status(`session  ${token}`)).toBe(401);
    expect(await status(`session\t${token}`)).toBe(401);
    expect(await status(`session ${token} extra`)).toBe(401);
    expect(await status(`session,${token}`)).toBe(401);
  });

  it('one admin key gets at most its limit however "Bearer" is spelled', async () => {
    const { adminKey } = await demoAdminKey(t);
    const variants = spellings('Bearer', adminKey);
    const tries = 2 * RATE_LIMITS.adminCalls.max;
    let accepted = 0;
    let limited = 0;
    for (let i = 0; i < tries; i += 1) {
      const answer = await call('/api/v1/admin/leads', variants[i % variants.length] ?? '');
      if (answer.status === 200) accepted += 1;
      if (answer.status === 429) {
        limited += 1;
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(accepted).toBeLessThanOrEqual(RATE_LIMITS.adminCalls.max);
    expect(limited).toBeGreaterThan(0);
  });
});
