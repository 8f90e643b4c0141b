import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  anotherPatient,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { emailIndex } from '../privacy/lead-fields.ts';

// A patient's internationalised address (RFC 6531) is taken, kept as they typed it, and
// found by staff however they spell it: case, composed or decomposed accents, the domain
// in Unicode or in its ASCII form (what a browser's email input may send).
let t: TestApp;
let key: string;
let session: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  key = `Bearer ${(await demoAdminKey(t)).adminKey}`;
  session = await t.demoSession();
});
afterAll(async () => {
  await t.close();
});

// Each its own patient (phone): a returning patient is one lead (issue 31).
const withEmail = (first: string, email: string) =>
  anotherPatient({
    form_data: { name: `${first} Rojas`, phone: '4155550132' },
    patient_record: { ...leadBody().patient_record, first_name: first, email },
  });

const firstNamesFor = async (query: string) => {
  const answer = await adminGet(t, `/api/v1/admin/leads?${query}`, key);
  expect(answer.status, query).toBe(200);
  return (
    answer.body as { leads: { patient_record: { first_name: string; email: string } }[] }
  ).leads.map((lead) => `${lead.patient_record.first_name} ${lead.patient_record.email}`);
};

describe('internationalised lead emails', () => {
  it('issue 31: a lead with dueña@clínica.cl or a decomposed josé@correo.es is taken, kept as typed, and found by any spelling', async () => {
    for (const [first, email] of [
      ['Camila', 'dueña@clínica.cl'],
      ['José', 'jose\u0301.pe\u0301rez@correo.es'],
    ] as const) {
      const submitted = await submitLeadOver(t, session, withEmail(first, email));
      expect(submitted.status, email).toBe(201);
    }
    const camila = ['Camila dueña@clínica.cl'];
    for (const spelling of [
      'dueña@clínica.cl',
      'DUEÑA@CLÍNICA.CL',
      'duen\u0303a@cli\u0301nica.cl',
      'dueña@xn--clnica-4va.cl',
    ]) {
      expect(await firstNamesFor(`email=${encodeURIComponent(spelling)}`), spelling).toEqual(
        camila,
      );
      expect(await firstNamesFor(`q=${encodeURIComponent(spelling)}`), spelling).toEqual(camila);
    }
    expect(await firstNamesFor(`q=${encodeURIComponent('josé.pérez@correo.es')}`)).toEqual([
      'José jose\u0301.pe\u0301rez@correo.es',
    ]);
  });

  it('issue 31: an ASCII address keeps the keyed hash it always had, so leads stored before are still found', async () => {
    const { cipher } = t.app.ports;
    expect(emailIndex(cipher, ' Ana@Example.COM ')).toBe(cipher.index('email:ana@example.com'));
    expect((await submitLeadOver(t, session, withEmail('Ana', 'Ana@Example.com'))).status).toBe(
      201,
    );
    expect(await firstNamesFor('email=ana%40example.com')).toEqual(['Ana Ana@Example.com']);
  });

  it('issue 31: what is not an email address is still refused (400)', async () => {
    for (const email of ['dueña@clínica', 'dueña@clí nica.cl', 'due..ña@clínica.cl']) {
      expect((await submitLeadOver(t, session, withEmail('Bad', email))).status, email).toBe(400);
    }
  });
});
