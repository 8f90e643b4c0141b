import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The dashboard's search finds a phone by its last four or more digits, and those are
// digits as typed: a suffix starting with 0 ("0142") is a suffix like any other.
describe.each(TEST_DIALECTS)('search by the last digits of a phone on $name', (dialect) => {
  let database: TestDb;
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db, media: { startQueue: false } });
    key = `Bearer ${(await demoAdminKey(t)).adminKey}`;
    const session = await t.demoSession();
    for (const [first, phone] of [
      ['Olga', '(305) 550-0142'],
      ['Bea', '4155550177'],
    ] as const) {
      const lead = leadBody({
        form_data: { name: `${first} Lopez`, phone },
        patient_record: { ...leadBody().patient_record, first_name: first, phone },
      });
      expect((await submitLeadOver(t, session, lead)).status).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  const search = (q: string) => adminGet(t, `/api/v1/admin/leads?q=${encodeURIComponent(q)}`, key);
  const namesFor = async (q: string) => {
    const answer = await search(q);
    expect(answer.status, `q=${q}`).toBe(200);
    return (answer.body as { leads: { patient_record: { first_name: string } }[] }).leads.map(
      (lead) => lead.patient_record.first_name,
    );
  };

  it('issue 31: last digits that start with 0 ("0142", "00142") find their lead, as do the whole number and its local forms', async () => {
    for (const q of [
      '0142',
      '00142',
      '500142',
      '5500142',
      '550-0142',
      '(305) 550-0142',
      '+1 305 550 0142',
      // An international prefix typed before the country code.
      '00 1 305 550 0142',
    ]) {
      expect(await namesFor(q), `q=${q}`).toEqual(['Olga']);
    }
    expect(await namesFor('0177')).toEqual(['Bea']);
    // Digits, not a number: "0142" is not "142" and does not find a phone ending 1420.
    expect(await namesFor('1420')).toEqual([]);
    expect(await namesFor('9142')).toEqual([]);
  });

  it('issue 31: fewer than four digits is still too short (400), leading zeros included', async () => {
    for (const q of ['014', '000', '42']) {
      const answer = await search(q);
      expect(answer.status, `q=${q}`).toBe(400);
      expect(answer.body).toMatchObject({ error: 'query_too_short' });
    }
  });
});
