import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const postSession = (authorization?: string) =>
  fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('POST /api/v1/sessions', () => {
  it('gives { id, access_token } for a known SDK key', async () => {
    const response = await postSession('demo-clinic-key');
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'id']);
  });

  it('answers 401 with a JSON error for an unknown key and stores no session', async () => {
    const response = await postSession('not-a-real-key');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: 'unknown_sdk_key',
      message: 'Unknown or revoked SDK key',
    });
    const sessions = await t.app.db.selectFrom('sessions').select('id').execute();
    expect(sessions).toHaveLength(1);
  });

  it('answers 401 without an Authorization header', async () => {
    const response = await postSession();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'missing_sdk_key' });
  });
});
