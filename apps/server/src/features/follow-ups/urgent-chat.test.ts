import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAdminKey,
  leadBody,
  patientNamed,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { safetyResponse } from '../chat/safety/answer-safely.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { deleteLead } from '../retention/delete-lead.ts';

// A patient whose chat already belongs to a lead writes something urgent: the clinic
// gets a task due at once with the lead's contact and the category, never the words.
let t: TestApp;
let staff: SignedInStaff;
let clinicId: string;

const chat = (content: string) => ({ content, temperature: 0.5, max_tokens: 500, history: [] });
const urgentTasks = async () =>
  (
    JSON.parse((await staffCall(t, staff, 'GET', ROUTES.adminFollowUps.path)).text) as {
      follow_ups: { kind: string; reason: string | null; name: string; procedure: string | null }[];
    }
  ).follow_ups.filter((task) => task.kind === 'urgent_chat');

beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  clinicId = (await demoAdminKey(t)).clinicId;
  staff = await signedInStaff(t, clinicId, 'desk@demo.example', 'staff');
});
afterAll(async () => {
  await t.close();
});

describe('an urgent chat', () => {
  it('of a patient with a lead becomes a task due now, with the category and no message', async () => {
    const token = await t.demoSession();
    expect((await submitLeadOver(t, token, leadBody())).status).toBe(201);
    const answer = await postJson(
      `${t.baseUrl}/api/v1/openai/chat`,
      token,
      chat('I took 20 of my oxy pills an hour ago'),
    );
    expect((answer.body as { response: string }).response).toBe(
      safetyResponse('overdose', 'en', 'US'),
    );
    expect(await urgentTasks()).toEqual([
      expect.objectContaining({ reason: 'overdose', name: 'Ana Lopez', procedure: 'BBL' }),
    ]);
    const rows = await t.app.db.selectFrom('follow_ups').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/oxy|pills|Ana Lopez/);

    // A second urgent message in the same chat updates the one task.
    await postJson(`${t.baseUrl}/api/v1/chat/plastic-surgery`, token, chat('quiero morirme'));
    expect(await urgentTasks()).toEqual([expect.objectContaining({ reason: 'self_harm' })]);

    // The task goes with the patient's lead.
    const lead = await t.app.db
      .selectFrom('leads')
      .select('patient_uuid')
      .executeTakeFirstOrThrow();
    await deleteLead(t.app.ports, lead.patient_uuid, clinicId);
    expect(await urgentTasks()).toEqual([]);
  });

  it('of a visitor without a lead stores nothing', async () => {
    const token = await t.demoSession();
    const before = await t.app.db.selectFrom('follow_ups').select('id').execute();
    const answer = await postJson(
      `${t.baseUrl}/api/v1/chat/plastic-surgery`,
      token,
      chat("i'm bleeding through my bandages after my tummy tuck"),
    );
    expect(answer.body).toEqual({
      response: safetyResponse('post_op_emergency', 'en', 'US'),
      should_collect_contact_info: false,
      should_simulate: false,
      procedure_to_simulate: null,
      safety_category: 'post_op_emergency',
    });
    expect(await t.app.db.selectFrom('follow_ups').select('id').execute()).toEqual(before);
  });

  it('issue 31: of a returning patient, from the session of their new visit, becomes a task with that visit’s contact', async () => {
    const first = await submitLeadOver(t, await t.demoSession(), patientNamed('returning'));
    const token = await t.demoSession();
    const again = await submitLeadOver(
      t,
      token,
      patientNamed('returning', {
        patient_record: {
          ...leadBody().patient_record,
          first_name: 'Anabel',
          procedures_of_interest: ['TUMMY_TUCK'],
        },
      }),
    );
    // A visit of the first lead (same phone), not a lead of its own.
    expect(again.body.patient_uuid).toBe(first.body.patient_uuid);
    await postJson(`${t.baseUrl}/api/v1/openai/chat`, token, chat('I took 20 of my oxy pills'));
    expect(await urgentTasks()).toContainEqual(
      expect.objectContaining({
        reason: 'overdose',
        name: 'Anabel Lopez',
        procedure: 'TUMMY_TUCK',
      }),
    );
  });

  it("gives the numbers of the clinic's country", async () => {
    await updateClinic(t.app.db, clinicId, { country: 'ES' });
    const token = await t.demoSession();
    const answer = await postJson(
      `${t.baseUrl}/api/v1/openai/chat`,
      token,
      chat('me quiero suicidar'),
    );
    const response = (answer.body as { response: string }).response;
    expect(response).toBe(safetyResponse('self_harm', 'es', 'ES'));
    expect(response).toContain('024');
    await updateClinic(t.app.db, clinicId, { country: 'US' });
  });
});
