// A second session of the same clinic could write to another patient's lead, claim their upload batch (and so their photos), and an Idempotency-Key reused with another body silently dropped the second lead: this proves patients of one clinic are kept apart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPatient, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
});
afterAll(async () => {
  await t.close();
}, 30_000);

const url = (path: string) => `${t.baseUrl}${path}`;

async function submitWithKey(token: string, body: unknown, key: string) {
  const response = await fetch(url('/clinics/v1/forms/submit'), {
    method: 'POST',
    headers: {
      authorization: `session ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A batch of one uploaded photo; answers its id and the photo's signed get_url. */
async function uploadedBatch(token: string) {
  const slots = await postJson(url('/clinics/v1/forms/patients/images/batch?source=form'), token, {
    images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
  });
  const body = slots.body as {
    batch_id: string;
    presigned_urls: { put_url: string; get_url: string }[];
  };
  const slot = body.presigned_urls[0];
  expect((await putImage(t.baseUrl, slot?.put_url ?? '', await makePng(600, 800))).status).toBe(
    200,
  );
  return { batchId: body.batch_id, getUrl: slot?.get_url ?? '' };
}

const leadsOf = () => t.app.db.selectFrom('leads').select(['patient_uuid']).execute();

describe("finding 3: a patient's lead, batch and images belong to the session that made them", {
  timeout: 60_000,
}, () => {
  it("another session of the same clinic cannot add messages or measurements to a patient's lead", async () => {
    const [patient, stranger] = [await t.demoSession(), await t.demoSession()];
    const uuid = (await submitLeadOver(t, patient, leadBody({ form_user_id: randomUUID() }))).body
      .patient_uuid;
    const message = { message: 'Call me at 555-0000 instead', sender_type: 'patient' };
    const measurements = {
      message: 'Overwritten',
      weight_lbs: 300,
      height_feet: 7,
      height_inches: 0,
    };
    expect(
      (await postJson(url(`/api/v1/patients/${uuid}/lead-messages`), stranger, message)).status,
    ).toBe(404);
    const put = await fetch(url(`/api/v1/patients/${uuid}/measurements`), {
      method: 'PUT',
      headers: { authorization: `session ${stranger}`, 'content-type': 'application/json' },
      body: JSON.stringify(measurements),
    });
    expect(put.status).toBe(404);
    await put.arrayBuffer();
    const lead = await t.app.db
      .selectFrom('leads')
      .select(['id', 'measurements'])
      .where('patient_uuid', '=', uuid ?? '')
      .executeTakeFirstOrThrow();
    expect(lead.measurements).toBeNull();
    expect(
      await t.app.db
        .selectFrom('lead_messages')
        .where('lead_id', '=', lead.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    // The patient's own session still may.
    expect(
      (await postJson(url(`/api/v1/patients/${uuid}/lead-messages`), patient, message)).status,
    ).toBe(201);
  });

  it("another session cannot name a patient's batch or photo in its lead or its transforms", async () => {
    const [patient, stranger] = [await t.demoSession(), await t.demoSession()];
    const { batchId, getUrl } = await uploadedBatch(patient);
    const claim = await submitLeadOver(t, stranger, leadBody({ batch_id: batchId }));
    expect(claim.status).toBe(404);
    const byUrl = await submitLeadOver(t, stranger, leadBody({ image_url: getUrl }));
    expect(byUrl.status).toBe(404);
    const transform = await postJson(url('/clinics/v1/forms/transforms?source=form'), stranger, {
      image_url: getUrl,
      procedure_types: ['BBL'],
      procedure_view: 'BODY_BACK',
    });
    expect(transform.status).toBe(404);
    const batch = await postJson(url('/clinics/v1/forms/transforms/batch?source=form'), stranger, {
      batch_id: batchId,
      request: [{ image_url: getUrl, procedure_types: ['BBL'], procedure_view: 'BODY_BACK' }],
    });
    expect(batch.status).toBe(404);
    // The patient's own lead with the batch is stored with the photo.
    const own = await submitLeadOver(t, patient, leadBody({ batch_id: batchId }));
    expect(own.status).toBe(201);
  });

  it('the same Idempotency-Key with another body is a 409, never a silently dropped lead', async () => {
    const [first, second] = [await t.demoSession(), await t.demoSession()];
    const key = randomUUID();
    const ana = leadBody({ form_user_id: randomUUID() });
    const bea = leadBody({
      form_user_id: randomUUID(),
      form_data: { name: 'Bea Ruiz', phone: '5125550177' },
      patient_record: {
        ...leadBody().patient_record,
        first_name: 'Bea',
        last_name: 'Ruiz',
        phone: '5125550177',
      },
    });
    const stored = await submitWithKey(first, ana, key);
    expect(stored.status).toBe(201);
    const other = await submitWithKey(second, bea, key);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'idempotency_conflict' });
    expect(other.body.patient_uuid).toBeUndefined();
    expect((await submitWithKey(first, bea, key)).status).toBe(409);
    // A true retry still answers the stored lead.
    const retry = await submitWithKey(first, ana, key);
    expect(retry).toEqual({
      status: 200,
      body: { patient_uuid: stored.body.patient_uuid, created: false },
    });
  });

  it('identical submissions without a key from one session are stored once', async () => {
    const patient = await t.demoSession();
    const body = anotherPatient({ form_user_id: randomUUID() });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submitLeadOver(t, patient, body)),
    );
    expect(new Set(answers.map((a) => a.body.patient_uuid)).size).toBe(1);
    const rows = (await leadsOf()).filter(
      (row) => answers[0]?.body.patient_uuid === row.patient_uuid,
    );
    expect(rows).toHaveLength(1);
    // Another session's identical body is no retry of this one: it is stored anew, as
    // the same patient's (same phone) new visit of their lead (issue 31).
    const other = await submitLeadOver(t, await t.demoSession(), body);
    expect(other).toEqual({
      status: 201,
      body: { patient_uuid: answers[0]?.body.patient_uuid, created: true },
    });
    const visits = await t.app.db
      .selectFrom('lead_visits')
      .innerJoin('leads', 'leads.id', 'lead_visits.lead_id')
      .select('lead_visits.id')
      .where('leads.patient_uuid', '=', answers[0]?.body.patient_uuid ?? '')
      .execute();
    expect(visits).toHaveLength(1);
  });
});
