import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  anotherPatient,
  demoAdminKey,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// 'Help your surgeon prepare': the measurement form (docs/product/validation.md) added to a lead after
// it was submitted, on the real server over loopback with a real SQLite file.
let t: TestApp;
let demo: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  demo = await t.demoSession();
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  await t.close();
});

const measurements = {
  message: '  I had a C-section in 2019. ',
  weight_lbs: 142.5,
  height_feet: 5,
  height_inches: 6,
};

async function put(uuid: string, body: unknown, token = demo) {
  const response = await fetch(`${t.baseUrl}/api/v1/patients/${uuid}/measurements`, {
    method: 'PUT',
    headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const storedOf = async (uuid: string) =>
  (
    await t.app.db
      .selectFrom('leads')
      .select('measurements')
      .where('patient_uuid', '=', uuid)
      .executeTakeFirstOrThrow()
  ).measurements;

const newLead = async () => {
  const submitted = await submitLeadOver(t, demo, anotherPatient({ form_user_id: randomUUID() }));
  expect(submitted.status).toBe(201);
  return submitted.body.patient_uuid ?? '';
};

describe('PUT /api/v1/patients/:patient_uuid/measurements', () => {
  it('stores them trimmed on the lead, replaces them on a second PUT, and the clinic reads them', async () => {
    const uuid = await newLead();
    const first = await put(uuid, measurements);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ updated_at: expect.any(String) });
    const second = await put(uuid, { ...measurements, weight_lbs: 140 });
    expect(second.status).toBe(200);

    const read = await adminGet(t, `/api/v1/admin/leads/${uuid}`, admin);
    expect(read.status).toBe(200);
    expect((read.body as { measurements: unknown }).measurements).toEqual({
      message: 'I had a C-section in 2019.',
      weight_lbs: 140,
      height_feet: 5,
      height_inches: 6,
      updated_at: second.body.updated_at,
    });
  });

  it('answers 400 for values outside the form rules and keeps what was stored', async () => {
    const uuid = await newLead();
    expect((await put(uuid, measurements)).status).toBe(200);
    const stored = await storedOf(uuid);
    for (const bad of [
      { ...measurements, message: ' hi ' },
      { ...measurements, weight_lbs: 49 },
      { ...measurements, weight_lbs: 501 },
      { ...measurements, height_feet: 0 },
      { ...measurements, height_feet: 5.5 },
      { ...measurements, height_inches: 12 },
      { ...measurements, weight_lbs: '140' },
      { ...measurements, note: 'extra field' },
      { message: 'Only a message' },
    ]) {
      const answer = await put(uuid, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await storedOf(uuid)).toBe(stored);
  });

  it("answers 404 for another clinic's lead and an unknown one, 401 without a session", async () => {
    const uuid = await newLead();
    const other = await otherClinic(t);
    expect((await put(uuid, measurements, other.session)).status).toBe(404);
    expect((await put(randomUUID(), measurements)).status).toBe(404);
    expect((await put(uuid, measurements, 'not-a-session')).status).toBe(401);
    expect(await storedOf(uuid)).toBeNull();
  });
});
