import { ROUTES } from '@afterlook/api';
import { dayIn } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  anotherPatient,
  demoAdminKey,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Issue 31: the funnel continues past submission, from lead to booked, with the statuses
// staff set (docs/product/api.md#analytics).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  await t.close();
});

const submit = async (session: string, overrides: Record<string, unknown> = {}) => {
  const answer = await submitLeadOver(t, session, anotherPatient(overrides));
  expect(answer.status).toBe(201);
  return answer.body.patient_uuid ?? '';
};
const setStatus = async (uuid: string, status: string) => {
  const response = await fetch(
    `${t.baseUrl}${ROUTES.adminLeadStatus.path.replace(':patient_uuid', uuid)}`,
    {
      method: 'PUT',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    },
  );
  expect(response.status).toBe(200);
  await response.arrayBuffer();
};

describe('the funnel past submission', () => {
  it('issue 31: of the leads submitted in the range, counts those ever contacted, booked and lost now; test leads and other clinics left out', async () => {
    const [stays, contacted, booked, lost] = [
      await submit(await t.demoSession()),
      await submit(await t.demoSession()),
      await submit(await t.demoSession()),
      await submit(await t.demoSession()),
    ];
    await setStatus(contacted, 'contacted');
    await setStatus(booked, 'contacted');
    await setStatus(booked, 'booked');
    // Lost after a call: it was contacted all the same.
    await setStatus(lost, 'contacted');
    await setStatus(lost, 'lost');
    await submit(await t.demoSession(), { is_debug: true });
    const other = await otherClinic(t);
    await setStatusElsewhere(await submit(other.session), other.adminKey);

    const today = dayIn(new Date(), 'America/New_York');
    const read = await adminGet(t, `/api/v1/admin/analytics?from=${today}&to=${today}`, admin);
    expect(read.status).toBe(200);
    expect((read.body as { lead_outcomes: unknown }).lead_outcomes).toEqual({
      leads: 4,
      contacted: 3,
      booked: 1,
      lost: 1,
    });
    expect(stays).not.toBe('');

    // A range before the leads holds none of them.
    const before = await adminGet(
      t,
      '/api/v1/admin/analytics?from=2020-01-01&to=2020-01-31',
      admin,
    );
    expect((before.body as { lead_outcomes: unknown }).lead_outcomes).toEqual({
      leads: 0,
      contacted: 0,
      booked: 0,
      lost: 0,
    });
  });
});

async function setStatusElsewhere(uuid: string, adminKey: string) {
  const response = await fetch(
    `${t.baseUrl}${ROUTES.adminLeadStatus.path.replace(':patient_uuid', uuid)}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'booked' }),
    },
  );
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}
