import { type ApiClient, createApiClient, isHttpError, ROUTES } from '@afterlook/api';
import { RETENTION_DAYS } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { deleteLead } from '../retention/delete-lead.ts';
import { sweepRetention } from '../retention/sweep-retention.ts';

// The 'emailed within 12 hours' promise of the capture flow, kept as a task: recorded once
// per session with its deadline, the contact sealed at rest, listed soonest due first,
// marked done by staff with who and when, and gone with the patient's lead or retention.
const HOUR_MS = 60 * 60 * 1000;
let now = new Date('2026-05-04T09:00:00.000Z');
let t: TestApp;
let staff: SignedInStaff;

const patient = async (): Promise<{ api: ApiClient; token: string }> => {
  const token = await t.demoSession();
  return { api: createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token }), token };
};
const promise = (details: Partial<{ name: string; email: string; phone: string }> = {}) => ({
  kind: 'visualization_email' as const,
  procedure: 'LIP_FILLER' as const,
  ...details,
});
const openTasks = async () =>
  (
    JSON.parse((await staffCall(t, staff, 'GET', ROUTES.adminFollowUps.path)).text) as {
      follow_ups: { id: string; name: string; email: string; due_at: string }[];
    }
  ).follow_ups;

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now, media: { startQueue: false } });
  staff = await signedInStaff(t, (await demoAdminKey(t)).clinicId, 'desk@demo.example', 'staff');
});
afterAll(async () => {
  await t.close();
});

describe('follow-ups', () => {
  it('a promise is recorded once per session, due 12 hours later, its contact sealed at rest', async () => {
    const { api } = await patient();
    const first = await api.recordFollowUp(
      promise({ name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 305 555 0100' }),
    );
    expect(first.due_at).toBe(new Date(now.getTime() + 12 * HOUR_MS).toISOString());
    now = new Date(now.getTime() + HOUR_MS);
    expect(await api.recordFollowUp(promise())).toEqual(first);

    const rows = await t.app.db.selectFrom('follow_ups').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/Ana Ruiz|ana@example\.com|555 0100/);
    expect((await openTasks()).find((task) => task.id === first.id)).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
    });
  });

  it('open tasks come soonest due first with "Not captured" for a missing contact; done ones leave the list with who and when', async () => {
    const { api } = await patient();
    const later = await api.recordFollowUp(promise({ email: 'later@example.com' }));
    const tasks = await openTasks();
    expect(tasks.map((task) => task.due_at)).toEqual(tasks.map((task) => task.due_at).sort());
    expect(tasks.find((task) => task.id === later.id)).toMatchObject({ name: 'Not captured' });

    const path = ROUTES.adminFollowUpDone.path.replace(':follow_up_id', later.id);
    const done = await staffCall(t, staff, 'PUT', path, undefined);
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text)).toMatchObject({
      done_at: now.toISOString(),
      done_by: 'desk@demo.example',
    });
    expect((await openTasks()).map((task) => task.id)).not.toContain(later.id);
    const doneList = await staffCall(t, staff, 'GET', `${ROUTES.adminFollowUps.path}?status=done`);
    expect(JSON.parse(doneList.text).follow_ups.map((task: { id: string }) => task.id)).toEqual([
      later.id,
    ]);
    // Marking it again keeps the first who and when.
    now = new Date(now.getTime() + HOUR_MS);
    expect(JSON.parse((await staffCall(t, staff, 'PUT', path, undefined)).text).done_at).toBe(
      JSON.parse(done.text).done_at,
    );
  });

  it('bad input is a 400 naming the field, no session a 401, an unknown task a 404', async () => {
    const { api } = await patient();
    for (const body of [
      { ...promise(), kind: 'call_back' },
      { ...promise(), procedure: 'FACELIFT_XL' },
      { ...promise(), email: 'x'.repeat(500) },
    ]) {
      const error = await api.recordFollowUp(body as never).catch((caught: unknown) => caught);
      expect(isHttpError(error) && error.status, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await fetch(`${t.baseUrl}${ROUTES.followUps.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(promise()),
    });
    expect(anonymous.status).toBe(401);
    const unknown = ROUTES.adminFollowUpDone.path.replace(':follow_up_id', 'no-such-task');
    expect((await staffCall(t, staff, 'PUT', unknown, undefined)).status).toBe(404);
  });

  it("deleting the patient's lead deletes the promise of that visit; retention ends the rest", async () => {
    const { api, token } = await patient();
    const task = await api.recordFollowUp(promise({ name: 'Lead Patient' }));
    const lead = await submitLeadOver(t, token, leadBody());
    const clinicId = (await demoAdminKey(t)).clinicId;
    expect((await deleteLead(t.app.ports, lead.body.patient_uuid ?? '', clinicId)).ok).toBe(true);
    expect((await openTasks()).map((open) => open.id)).not.toContain(task.id);

    expect((await openTasks()).length).toBeGreaterThan(0);
    now = new Date(now.getTime() + (RETENTION_DAYS.leads.default + 1) * 24 * HOUR_MS);
    await sweepRetention(t.app.ports);
    expect(await t.app.db.selectFrom('follow_ups').select('id').execute()).toEqual([]);
  });
});
