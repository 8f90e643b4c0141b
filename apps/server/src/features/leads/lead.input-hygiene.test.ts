// The phones '.', '()' and '-1' were stored as leads, and names kept NUL, right-to-left overrides and lone surrogates that make a dashboard or CSV lie: this proves lead fields are validated and cleaned.
import { MESSAGES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPatient, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { openLeadField, openLeadMessage } from '../privacy/lead-fields.ts';
import { patientCipher } from '../privacy/patient-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
});
afterAll(async () => {
  await t.close();
}, 30_000);

const withPhone = (phone: string) =>
  leadBody({
    form_data: { name: 'Ana Lopez', phone },
    patient_record: { ...leadBody().patient_record, phone },
  });

/** The stored patient_record, opened (it is sealed at rest). */
const storedRecord = async (uuid: string | undefined) => {
  const row = await t.app.db
    .selectFrom('leads')
    .select(['id', 'patient_record'])
    .where('patient_uuid', '=', uuid ?? '')
    .executeTakeFirstOrThrow();
  return JSON.parse(
    openLeadField(
      await patientCipher(t.app.ports, row.id),
      'patient_record',
      row.id,
      row.patient_record,
    ),
  ) as { first_name: string; last_name: string; location: string };
};

describe('finding 8: lead fields are validated and cleaned', { timeout: 60_000 }, () => {
  it('refuses phones libphonenumber cannot read, with the phone message', async () => {
    const token = await t.demoSession();
    const before = await t.app.db.selectFrom('leads').select('id').execute();
    for (const phone of ['.', '()', '-1', '+1', '+999 1234', '1234567890123456789']) {
      const answer = await submitLeadOver(t, token, withPhone(phone));
      expect(answer.status, phone).toBe(400);
      expect(answer.body).toEqual({
        error: 'invalid_phone',
        message: MESSAGES.en.validation.detailsPhoneInvalid,
      });
    }
    expect(await t.app.db.selectFrom('leads').select('id').execute()).toEqual(before);
    expect((await submitLeadOver(t, token, withPhone('+1 (415) 555-0132'))).status).toBe(201);
  });

  it('stores names and places without control, bidi-override or lone-surrogate characters', async () => {
    const token = await t.demoSession();
    const answer = await submitLeadOver(
      t,
      token,
      anotherPatient({
        form_data: { name: 'Ana\u0000 Lopez', phone: '4155550132' },
        patient_record: {
          ...leadBody().patient_record,
          first_name: 'A\u202Ena\u0007',
          last_name: 'Lo\uD800pez\u2066',
          location: 'Austin,\u200B Texas\u001B[31m',
        },
      }),
    );
    expect(answer.status).toBe(201);
    expect(await storedRecord(answer.body.patient_uuid)).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      location: 'Austin, Texas[31m',
    });
  });

  it('refuses a name that is nothing but invisible characters', async () => {
    const token = await t.demoSession();
    const body = leadBody({
      patient_record: { ...leadBody().patient_record, first_name: '\u202E\u0000\u200B' },
    });
    expect((await submitLeadOver(t, token, body)).status).toBe(400);
  });

  it("keeps a message's line breaks and drops its control characters", async () => {
    const token = await t.demoSession();
    const uuid = (await submitLeadOver(t, token, leadBody())).body.patient_uuid;
    const sent = await postJson(`${t.baseUrl}/api/v1/patients/${uuid}/lead-messages`, token, {
      message: 'Evenings\u0000 are best.\nThanks\u202E!',
      sender_type: 'patient',
    });
    expect(sent.status).toBe(201);
    const [row] = await t.app.db
      .selectFrom('lead_messages')
      .select(['id', 'lead_id', 'message'])
      .execute();
    const cipher = await patientCipher(t.app.ports, row?.lead_id ?? '');
    expect(openLeadMessage(cipher, row?.id ?? '', row?.message ?? '')).toBe(
      'Evenings are best.\nThanks!',
    );
  });
});
