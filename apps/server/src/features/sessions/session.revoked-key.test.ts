import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { rotateSdkKey } from '../clinics/rotate-sdk-key.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const postSession = (key: string) =>
  fetch(`${t.baseUrl}/api/v1/sessions`, { method: 'POST', headers: { authorization: key } });

describe('after a key rotation', () => {
  it('the old key answers 401, its sessions end, and the new key works', async () => {
    const oldToken = await t.demoSession();
    const clinic = await t.app.db.selectFrom('clinics').select('id').executeTakeFirstOrThrow();
    const rotated = await rotateSdkKey(t.app.db, clinic.id);
    if (!rotated.ok) throw new Error(rotated.message);

    const refused = await postSession('demo-clinic-key');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'unknown_sdk_key' });

    const oldCall = await fetch(`${t.baseUrl}/api/v1/clinic-info`, {
      headers: { authorization: `session ${oldToken}` },
    });
    expect(oldCall.status).toBe(401);

    expect((await postSession(rotated.value.sdk_key)).status).toBe(201);
  });
});
