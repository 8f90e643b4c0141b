import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const clinicInfo = (authorization?: string) =>
  fetch(`${t.baseUrl}/api/v1/clinic-info`, {
    headers: authorization === undefined ? {} : { authorization },
  });

describe('session-protected calls', () => {
  it('answer 401 without an Authorization header', async () => {
    const response = await clinicInfo();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'missing_session' });
  });

  it('answer 401 for a forged token', async () => {
    const response = await clinicInfo('session al_at_forgedforgedforged');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_session' });
  });

  it('answer 401 when the SDK key is sent instead of a session', async () => {
    expect((await clinicInfo('demo-clinic-key')).status).toBe(401);
    expect((await clinicInfo('Bearer demo-clinic-key')).status).toBe(401);
  });

  it('accept "session <token>" with the real token', async () => {
    const token = await t.demoSession();
    expect((await clinicInfo(`session ${token}`)).status).toBe(200);
  });
});
