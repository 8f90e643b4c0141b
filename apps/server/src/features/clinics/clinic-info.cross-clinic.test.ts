import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { NewClinic } from './clinic-fields.ts';
import { createClinic } from './create-clinic.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const sessionFor = async (key: string) => {
  const response = await fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: key },
  });
  return ((await response.json()) as { access_token: string }).access_token;
};
const clinicInfo = async (token: string) => {
  const response = await fetch(`${t.baseUrl}/api/v1/clinic-info`, {
    headers: { authorization: `session ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { clinic_name: string; procedures: { type: string }[] };
};

describe('GET /api/v1/clinic-info across clinics', () => {
  it("returns the session's own clinic only", async () => {
    const a = await createClinic(
      t.app.db,
      NewClinic.parse({ name: 'Clinic A', procedures: ['BBL'] }),
      {
        sdkKey: 'clinic-a-key',
      },
    );
    const b = await createClinic(
      t.app.db,
      NewClinic.parse({ name: 'Clinic B', theme_color: '#112233' }),
      {
        sdkKey: 'clinic-b-key',
      },
    );
    expect(a.ok && b.ok).toBe(true);

    const infoA = await clinicInfo(await sessionFor('clinic-a-key'));
    const infoB = await clinicInfo(await sessionFor('clinic-b-key'));
    expect(infoA).toMatchObject({ clinic_name: 'Clinic A', procedures: [{ type: 'BBL' }] });
    expect(infoB).toMatchObject({ clinic_name: 'Clinic B', themeColor: '#112233' });
  });
});
