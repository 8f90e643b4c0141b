import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import {
  openLeadField,
  openLeadMessage,
  SEALED_LEAD_COLUMNS,
  type SealedLeadColumn,
} from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';

// The lead calls on the real server (loopback HTTP, real SQLite file); the job queue
// stays stopped: these tests are about what a submission stores.
let t: TestApp;
let demo: string;
let other: string;
let otherClinicId: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  demo = await t.demoSession();
  const created = await createClinic(t.app.db, NewClinic.parse({ name: 'Other Clinic' }), {
    sdkKey: 'other-clinic-key',
  });
  if (!created.ok) throw new Error(created.message);
  otherClinicId = created.value.id;
  const session = await fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: 'other-clinic-key' },
  });
  other = ((await session.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await t.close();
}, 30_000);
// A fresh session per test: the lead calls are limited per session.
beforeEach(async () => {
  demo = await t.demoSession();
  await t.app.db.deleteFrom('lead_messages').execute();
  await t.app.db.deleteFrom('leads').execute();
});

const lead = (overrides: Record<string, unknown> = {}) => ({
  form_user_id: 'browser-1',
  form_name: 'ONBOARDING_TIER1',
  is_debug: false,
  form_data: { name: 'Ana Lopez', phone: '(415) 555-0132' },
  patient_record: {
    first_name: '  Ana ',
    last_name: ' Lopez ',
    phone: '(415) 555-0132',
    location: 'San Francisco, California',
    upload_type: 'upload',
    procedures_of_interest: ['BBL'],
  },
  ...overrides,
});

async function submit(body: unknown, token = demo, idempotencyKey?: string) {
  const response = await fetch(`${t.baseUrl}/clinics/v1/forms/submit`, {
    method: 'POST',
    headers: {
      authorization: `session ${token}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The stored leads, their sealed columns opened (they are never in clear text at rest). */
const leadRows = async () => {
  const rows = await t.app.db.selectFrom('leads').selectAll().execute();
  // Each lead's fields are sealed under its own key (finding 11).
  const cipherOf = await patientCiphers(
    t.app.ports,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const open = (column: SealedLeadColumn) => {
      const sealed = row[column];
      return sealed === null ? null : openLeadField(cipherOf(row.id), column, row.id, sealed);
    };
    return { ...row, ...Object.fromEntries(SEALED_LEAD_COLUMNS.map((c) => [c, open(c)])) };
  });
};

async function uploadedBatch(token = demo): Promise<string> {
  const slots = await postJson(
    `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
    token,
    { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
  );
  const body = slots.body as { batch_id: string; presigned_urls: { put_url: string }[] };
  const put = await putImage(
    t.baseUrl,
    body.presigned_urls[0]?.put_url ?? '',
    await makePng(600, 800),
  );
  expect(put.status).toBe(200);
  return body.batch_id;
}

// Batch uploads run vision on the photo: generous timeouts for a busy machine.
describe('POST /clinics/v1/forms/submit', { timeout: 60_000 }, () => {
  it('stores the lead for the session clinic and answers 201 { patient_uuid }', async () => {
    const answer = await submit(lead());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      patient_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: true,
    });
    const [row] = await leadRows();
    expect(row).toMatchObject({
      patient_uuid: answer.body.patient_uuid,
      clinic_id: expect.any(String),
      form_name: 'ONBOARDING_TIER1',
      phone: '+14155550132',
      is_debug: 0,
      batch_id: null,
    });
    expect(JSON.parse(row?.patient_record ?? '{}')).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      phone: '+14155550132',
      location: 'San Francisco, California',
      upload_type: 'upload',
      procedures_of_interest: ['BBL'],
    });
    expect(JSON.parse(row?.form_data ?? '{}')).toEqual({
      name: 'Ana Lopez',
      phone: '+14155550132',
    });
  });

  it('refuses a phone that is no number, with the phone message, and stores nothing', async () => {
    const answer = await submit(
      lead({ patient_record: { ...lead().patient_record, phone: '12' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'invalid_phone',
      message: 'Please enter a valid phone number.',
    });
    expect(await leadRows()).toEqual([]);
  });

  it('a clinic taking Chile and the US stores each number in its own country; a US-only one refuses +56', async () => {
    const chilean = { ...lead().patient_record, phone: '+56 9 8302 8442' };
    const refused = await submit(
      lead({ patient_record: chilean, form_data: { name: 'Ana', phone: chilean.phone } }),
      demo,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'invalid_phone',
      message: 'This form only takes phone numbers from United States.',
    });
    expect(await leadRows()).toEqual([]);

    await updateClinic(t.app.db, otherClinicId, {
      phone_countries: { allowed: ['CL', 'US'], default_country: 'CL' },
    });
    onTestFinished(async () => {
      await updateClinic(t.app.db, otherClinicId, {
        phone_countries: { allowed: ['US'], default_country: 'US' },
      });
    });
    const stored = await submit(
      lead({ patient_record: chilean, form_data: { name: 'Ana', phone: chilean.phone } }),
      other,
    );
    const typedAtHome = { ...lead().patient_record, phone: '9 8302 8443' };
    const fromHome = await submit(
      lead({ patient_record: typedAtHome, form_data: { name: 'Ana', phone: typedAtHome.phone } }),
      other,
    );
    const american = { ...lead().patient_record, phone: '+1 (415) 555-0132' };
    const fromUs = await submit(
      lead({ patient_record: american, form_data: { name: 'Ana', phone: american.phone } }),
      other,
    );
    expect([stored.status, fromHome.status, fromUs.status]).toEqual([201, 201, 201]);
    expect((await leadRows()).map((row) => row.phone).sort()).toEqual([
      '+14155550132',
      '+56983028442',
      '+56983028443',
    ]);
  });

  it('a retry with the same Idempotency-Key answers the same lead and stores one', async () => {
    const key = randomUUID();
    const first = await submit(lead(), demo, key);
    const again = await submit(lead(), demo, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ patient_uuid: first.body.patient_uuid, created: false });
    expect(await leadRows()).toHaveLength(1);
    // The key is per clinic: another clinic's same key is its own lead.
    expect((await submit(lead(), other, key)).status).toBe(201);
    expect(await leadRows()).toHaveLength(2);
  });

  it('10 identical submissions at once store exactly one lead (Idempotency-Key)', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(lead(), demo, key)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.patient_uuid)).size).toBe(1);
    expect(await leadRows()).toHaveLength(1);
  });

  it('without the header, 10 identical submissions of one batch and phone store one lead', async () => {
    const batchId = await uploadedBatch();
    const body = lead({ batch_id: batchId });
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(body)));
    expect(new Set(answers.map((a) => a.body.patient_uuid)).size).toBe(1);
    const rows = await leadRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      batch_id: batchId,
      image_source: 'upload',
      before_image_key: expect.stringMatching(/^clinics\/.+\/image\.png$/),
    });
    // The same phone typed another way is the same phone.
    const retyped = await submit(
      lead({
        batch_id: batchId,
        patient_record: { ...lead().patient_record, phone: '+1 415 555 0132' },
      }),
    );
    expect(retyped.body.patient_uuid).toBe(answers[0]?.body.patient_uuid);
  });

  it("refuses another clinic's batch (404) and stores nothing", async () => {
    const batchId = await uploadedBatch(other);
    const answer = await submit(lead({ batch_id: batchId }));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'batch_not_found' });
    expect(await leadRows()).toEqual([]);
  });

  it('answers 400 for bad input and stores nothing', async () => {
    const bad = [
      lead({ form_name: 'NOPE' }),
      lead({ patient_record: { ...lead().patient_record, first_name: '   ' } }),
      lead({ patient_record: { ...lead().patient_record, email: 'not-an-email' } }),
      lead({ patient_record: { ...lead().patient_record, phone: 'call me' } }),
      lead({ patient_record: { ...lead().patient_record, procedures_of_interest: ['NOSE_JOB'] } }),
      lead({ unexpected: true }),
      lead({ is_debug: 'no' }),
      '{"form_name": ',
    ];
    for (const body of bad) {
      const answer = await submit(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await submit(lead(), demo, 'short')).status).toBe(400);
    expect(await leadRows()).toEqual([]);
  });

  it('answers 413 for an oversized payload and stores nothing', async () => {
    const answer = await submit(
      lead({ form_data: { name: 'x'.repeat(20_000), phone: '4155550132' } }),
    );
    expect(answer.status).toBe(413);
    expect(await leadRows()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await submit(lead(), 'no-such-token')).status).toBe(401);
    expect(await leadRows()).toEqual([]);
  });
});

describe('POST /api/v1/patients/:patient_uuid/lead-messages', () => {
  const message = (uuid: string, token: string, body: unknown) =>
    postJson(`${t.baseUrl}/api/v1/patients/${uuid}/lead-messages`, token, body);

  it("stores the patient's message on the lead of the same clinic", async () => {
    const uuid = String((await submit(lead())).body.patient_uuid);
    const answer = await message(uuid, demo, {
      message: '  Evenings are best. ',
      sender_type: 'patient',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    const rows = await t.app.db
      .selectFrom('lead_messages')
      .select(['id', 'lead_id', 'message', 'sender_type'])
      .execute();
    const cipherOf = await patientCiphers(
      t.app.ports,
      rows.map((row) => row.lead_id),
    );
    const opened = rows.map(({ id, lead_id, message, sender_type }) => ({
      message: openLeadMessage(cipherOf(lead_id), id, message),
      sender_type,
    }));
    expect(opened).toEqual([{ message: 'Evenings are best.', sender_type: 'patient' }]);
  });

  it("answers 404 for another clinic's lead and an unknown one; 400 for a bad body", async () => {
    const uuid = String((await submit(lead())).body.patient_uuid);
    expect((await message(uuid, other, { message: 'hi', sender_type: 'patient' })).status).toBe(
      404,
    );
    expect(
      (await message(randomUUID(), demo, { message: 'hi', sender_type: 'patient' })).status,
    ).toBe(404);
    expect((await message(uuid, demo, { message: 'hi', sender_type: 'clinic' })).status).toBe(400);
    expect((await message(uuid, demo, { message: '   ', sender_type: 'patient' })).status).toBe(
      400,
    );
    expect(await t.app.db.selectFrom('lead_messages').selectAll().execute()).toEqual([]);
  });
});
