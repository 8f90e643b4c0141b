import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// A clinic sees and touches only its own leads: another clinic's lead answers exactly
// like one that does not exist.
let t: TestApp;
let demoUuid: string;
let demoAdmin: string;
let other: Awaited<ReturnType<typeof otherClinic>>;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  const submitted = await submitLeadOver(t, await t.demoSession(), leadBody());
  demoUuid = submitted.body.patient_uuid ?? '';
  demoAdmin = (await demoAdminKey(t)).adminKey;
  other = await otherClinic(t);
});
afterAll(async () => {
  await t.close();
});

describe('lead.cross-clinic', () => {
  it("another clinic's admin key gets 404 for the lead, as for an unknown uuid", async () => {
    const foreign = await adminGet(
      t,
      `/api/v1/admin/leads/${demoUuid}`,
      `Bearer ${other.adminKey}`,
    );
    const unknown = await adminGet(
      t,
      `/api/v1/admin/leads/${randomUUID()}`,
      `Bearer ${other.adminKey}`,
    );
    expect(foreign).toEqual({
      status: 404,
      body: { error: 'lead_not_found', message: 'No such lead' },
    });
    expect(unknown).toEqual(foreign);
    expect(
      (await adminGet(t, `/api/v1/admin/leads/${demoUuid}`, `Bearer ${demoAdmin}`)).status,
    ).toBe(200);
  });

  it("another clinic's list holds none of its leads", async () => {
    const list = await adminGet(t, '/api/v1/admin/leads', `Bearer ${other.adminKey}`);
    expect(list).toEqual({ status: 200, body: { leads: [], total: 0, next_cursor: null } });
  });

  it("another clinic's session cannot add a message to the lead", async () => {
    const answer = await postJson(
      `${t.baseUrl}/api/v1/patients/${demoUuid}/lead-messages`,
      other.session,
      { message: 'hello', sender_type: 'patient' },
    );
    expect(answer.status).toBe(404);
    expect(await t.app.db.selectFrom('lead_messages').selectAll().execute()).toEqual([]);
  });
});
