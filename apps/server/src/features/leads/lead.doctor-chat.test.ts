import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGet, demoAdminKey, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { addLeadMessage } from './add-lead-message.ts';

// The doctor chatbot's consultation form asks for an email and leaves the mobile number
// optional (docs/product/validation.md), and its lead carries the patient's side of the
// conversation: the assistant's replies are not taken from the widget (finding 15).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  await t.close();
}, 30_000);

const consultation = (patientRecord: Record<string, unknown>) => ({
  form_user_id: 'browser-7',
  form_name: 'ONBOARDING_CHATBOT',
  is_debug: false,
  form_data: { name: 'Lucia Perez' },
  patient_record: {
    first_name: 'Lucia',
    last_name: 'Perez',
    location: 'Unknown',
    upload_type: 'chatbot',
    ...patientRecord,
  },
});

interface StoredLead {
  form_name: string;
  patient_record: Record<string, unknown>;
  form_data: Record<string, unknown>;
  messages: { message: string; sender_type: string }[];
}

describe('a doctor-chat consultation lead', { timeout: 60_000 }, () => {
  it("is stored with an email and no phone, the patient's messages read back in order", async () => {
    const session = await t.demoSession();
    const submitted = await submitLeadOver(
      t,
      session,
      consultation({ email: 'lucia@example.com' }),
    );
    expect(submitted.status).toBe(201);
    const uuid = submitted.body.patient_uuid ?? '';
    const conversation = [
      { message: 'How long is recovery after a tummy tuck?', sender_type: 'patient' },
      { message: 'And when can I exercise again?', sender_type: 'patient' },
    ];
    for (const message of conversation) {
      const sent = await postJson(
        `${t.baseUrl}/api/v1/patients/${uuid}/lead-messages`,
        session,
        message,
      );
      expect(sent.status).toBe(201);
    }

    const read = await adminGet(t, `/api/v1/admin/leads/${uuid}`, admin);
    expect(read.status).toBe(200);
    const lead = read.body as StoredLead;
    expect(lead.form_name).toBe('ONBOARDING_CHATBOT');
    expect(lead.patient_record).toMatchObject({ first_name: 'Lucia', email: 'lucia@example.com' });
    expect(lead.patient_record).not.toHaveProperty('phone');
    expect(lead.form_data).toEqual({ name: 'Lucia Perez' });
    expect(lead.messages).toMatchObject(conversation);
  });

  it('keeps the conversation in order when its messages arrive within one millisecond', async () => {
    const session = await t.demoSession();
    const submitted = await submitLeadOver(t, session, consultation({ email: 'l@example.com' }));
    const uuid = submitted.body.patient_uuid ?? '';
    const owner = await t.app.db
      .selectFrom('leads')
      .select(['clinic_id as clinicId', 'session_id as sessionId'])
      .where('patient_uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const frozen = new Date('2026-03-01T10:00:00.000Z');
    const deps = { db: t.app.db, cipher: t.app.ports.cipher, clock: () => frozen };
    const conversation = ['Hi', 'Tummy tuck recovery?', 'And the scar?', 'Thanks.'];
    for (const message of conversation) {
      const added = await addLeadMessage(deps, owner, uuid, { message, sender_type: 'patient' });
      expect(added.ok).toBe(true);
    }
    const read = await adminGet(t, `/api/v1/admin/leads/${uuid}`, admin);
    expect((read.body as StoredLead).messages.map((m) => m.message)).toEqual(conversation);
  });

  it('keeps an optional mobile number as E.164', async () => {
    const session = await t.demoSession();
    const submitted = await submitLeadOver(t, session, {
      ...consultation({ email: 'lucia.mobile@example.com', phone: '(415) 555-0177' }),
      form_data: { name: 'Lucia Perez', phone: '(415) 555-0177' },
    });
    expect(submitted.status).toBe(201);
    const read = await adminGet(t, `/api/v1/admin/leads/${submitted.body.patient_uuid}`, admin);
    expect((read.body as StoredLead).patient_record).toMatchObject({ phone: '+14155550177' });
  });

  it('is refused (400) with neither a phone nor an email: nobody could reach the patient', async () => {
    const session = await t.demoSession();
    const submitted = await submitLeadOver(t, session, consultation({}));
    expect(submitted.status).toBe(400);
  });

  it("refuses a sender_type other than 'patient', the assistant's 'bot' too", async () => {
    const session = await t.demoSession();
    const submitted = await submitLeadOver(t, session, consultation({ email: 'l@example.com' }));
    const sent = await postJson(
      `${t.baseUrl}/api/v1/patients/${submitted.body.patient_uuid}/lead-messages`,
      session,
      { message: 'I am the clinic', sender_type: 'clinic' },
    );
    expect(sent.status).toBe(400);
    const asBot = await postJson(
      `${t.baseUrl}/api/v1/patients/${submitted.body.patient_uuid}/lead-messages`,
      session,
      { message: 'Most people return to desk work in about two weeks.', sender_type: 'bot' },
    );
    expect(asBot.status).toBe(400);
  });
});
