import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGet, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Patients hold a session token and the page holds the SDK key: neither may read the
// clinic's leads or analytics, whatever scheme word they are sent with.
let t: TestApp;
let token: string;
let uuid: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  token = await t.demoSession();
  uuid = (await submitLeadOver(t, token, leadBody())).body.patient_uuid ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('patient session cannot read leads', () => {
  it('answers 401 to a session token, the SDK key or nothing, on every admin call', async () => {
    const paths = ['/api/v1/admin/leads', `/api/v1/admin/leads/${uuid}`, '/api/v1/admin/analytics'];
    const credentials = [
      `session ${token}`,
      `Bearer ${token}`,
      t.config.demoSdkKey,
      `Bearer ${t.config.demoSdkKey}`,
      undefined,
    ];
    for (const path of paths) {
      for (const authorization of credentials) {
        const answer = await adminGet(t, path, authorization);
        expect(answer.status, `${path} with ${authorization}`).toBe(401);
        expect(JSON.stringify(answer.body)).not.toContain('Ana');
      }
    }
  });
});
