import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/secrets.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = async (headers: Record<string, string>, body?: unknown) => {
  const response = await fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: {
      authorization: 'demo-clinic-key',
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { access_token?: string } };
};
const langOf = async (token: string | undefined) =>
  (
    await t.app.db
      .selectFrom('sessions')
      .select('lang')
      .where('token_hash', '=', hashSecret(token ?? ''))
      .executeTakeFirstOrThrow()
  ).lang;

describe('POST /api/v1/sessions language', () => {
  it('takes { lang } from the body, else Accept-Language, else en; the SDK key header stays', async () => {
    expect(await langOf((await create({}, { lang: 'es' })).body.access_token)).toBe('es');
    expect(
      await langOf((await create({ 'accept-language': 'es-MX,es;q=0.9' })).body.access_token),
    ).toBe('es');
    expect(
      await langOf((await create({ 'accept-language': 'es' }, { lang: 'en' })).body.access_token),
    ).toBe('en');
    expect(await langOf((await create({})).body.access_token)).toBe('en');
  });

  it('refuses a language other than en or es (400)', async () => {
    const answer = await create({}, { lang: 'fr' });
    expect(answer.status).toBe(400);
  });
});
