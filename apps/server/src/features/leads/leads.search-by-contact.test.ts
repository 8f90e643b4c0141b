import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { updateClinic } from '../clinics/update-clinic.ts';

// Contact details are sealed at rest, so a clinic finds a patient by phone or email
// through keyed hashes: exact matches only, and only among its own leads.
let t: TestApp;
let demoKey: string;
let otherKey: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  demoKey = `Bearer ${(await demoAdminKey(t)).adminKey}`;
  const other = await otherClinic(t);
  otherKey = `Bearer ${other.adminKey}`;
  const patient = (phone: string, email: string) =>
    leadBody({
      form_user_id: email,
      form_data: { name: 'Ana Lopez', phone },
      patient_record: { ...leadBody().patient_record, phone, email },
    });
  const session = await t.demoSession();
  for (const [phone, email] of [
    ['4155550132', 'ana@example.com'],
    ['4155550177', 'bea@example.com'],
  ] as const) {
    expect((await submitLeadOver(t, session, patient(phone, email))).status).toBe(201);
  }
  // The other clinic has a patient with the same phone.
  expect(
    (await submitLeadOver(t, other.session, patient('4155550132', 'ana@example.com'))).status,
  ).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const emailsOf = async (query: string, key = demoKey) => {
  const answer = await adminGet(t, `/api/v1/admin/leads?${query}`, key);
  expect(answer.status).toBe(200);
  return (answer.body as { leads: { patient_record: { email: string } }[] }).leads.map(
    (lead) => lead.patient_record.email,
  );
};

describe('GET /api/v1/admin/leads?phone=&email=', () => {
  it('finds a lead by its phone however it is typed, and by its email in any case', async () => {
    expect(await emailsOf(`phone=${encodeURIComponent('(415) 555-0132')}`)).toEqual([
      'ana@example.com',
    ]);
    expect(await emailsOf(`phone=${encodeURIComponent('+14155550177')}`)).toEqual([
      'bea@example.com',
    ]);
    expect(await emailsOf('email=BEA%40Example.com')).toEqual(['bea@example.com']);
    expect(await emailsOf('phone=4155550132&email=bea%40example.com')).toEqual([]);
  });

  it("reads a number typed without its country code in the clinic's own country", async () => {
    const chile = await otherClinic(t, 'chilean-clinic-key');
    await updateClinic(t.app.db, chile.clinicId, {
      phone_countries: { allowed: ['CL'], default_country: 'CL' },
    });
    const patient = leadBody({
      form_user_id: 'cami',
      form_data: { name: 'Camila Rojas', phone: '+56 9 8302 8442' },
      patient_record: {
        ...leadBody().patient_record,
        phone: '+56 9 8302 8442',
        email: 'cami@example.cl',
      },
    });
    expect((await submitLeadOver(t, chile.session, patient)).status).toBe(201);
    const key = `Bearer ${chile.adminKey}`;
    expect(await emailsOf(`phone=${encodeURIComponent('9 8302 8442')}`, key)).toEqual([
      'cami@example.cl',
    ]);
  });

  it('finds nothing for another clinic, and no partial matches', async () => {
    expect(await emailsOf('phone=4155550177', otherKey)).toEqual([]);
    expect(await emailsOf('email=ana%40example.com', otherKey)).toEqual(['ana@example.com']);
    expect(await emailsOf('email=example.com')).toEqual([]);
    expect(await emailsOf('phone=555')).toEqual([]);
  });
});
