import { CONSENT_VERSION } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  anotherPatient,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  await t.close();
}, 30_000);

const consentOf = async (uuid: string | undefined) =>
  ((await adminGet(t, `/api/v1/admin/leads/${uuid}`, admin)).body as { consent_version: unknown })
    .consent_version;

describe('the consent line is stored with the lead (consent_version)', { timeout: 60_000 }, () => {
  it('keeps the version the patient continued past, and shows it to the clinic', async () => {
    const submitted = await submitLeadOver(
      t,
      await t.demoSession(),
      leadBody({ consent_version: CONSENT_VERSION }),
    );
    expect(submitted.status).toBe(201);
    expect(await consentOf(submitted.body.patient_uuid)).toBe(CONSENT_VERSION);
  });

  it('still takes a lead from an older widget that sends none (null)', async () => {
    const submitted = await submitLeadOver(t, await t.demoSession(), anotherPatient());
    expect(submitted.status).toBe(201);
    expect(await consentOf(submitted.body.patient_uuid)).toBeNull();
  });

  it('refuses a version no widget ever showed, with 400 and nothing stored', async () => {
    const before = await t.app.db.selectFrom('leads').select('id').execute();
    for (const consent_version of ['1999-01-01', '', 1, true]) {
      const refused = await submitLeadOver(t, await t.demoSession(), leadBody({ consent_version }));
      expect(refused.status).toBe(400);
    }
    expect(await t.app.db.selectFrom('leads').select('id').execute()).toHaveLength(before.length);
  });
});
