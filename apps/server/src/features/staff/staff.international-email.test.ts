import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  STAFF_PASSWORD,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// A clinic's team has internationalised addresses too (RFC 6531): an owner invites
// dueña@clínica.cl, and she signs in however her address is spelt (case, composed or
// decomposed ñ, the domain in Unicode or in its ASCII form, as a browser may send it).
let t: TestApp;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  owner = await signedInStaff(t, (await demoAdminKey(t)).clinicId, 'owner@demo.example', 'owner');
});
afterAll(async () => {
  await t.close();
});

const invite = (email: string) =>
  staffCall(t, owner, 'POST', ROUTES.adminStaffInvite.path, { email, role: 'owner' });

const signIn = async (email: string) => {
  const response = await fetch(`${t.baseUrl}${ROUTES.staffLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  const body = (await response.json()) as { user?: { email: string } };
  return { status: response.status, email: body.user?.email };
};

const teamEmails = async () =>
  (
    JSON.parse((await staffCall(t, owner, 'GET', ROUTES.adminStaff.path)).text) as {
      staff: { email: string }[];
    }
  ).staff.map((member) => member.email);

describe('internationalised staff emails', () => {
  it('issue 31: an owner invites dueña@clínica.cl; she accepts and signs in with any spelling of her address, one account', async () => {
    const invited = await invite('Dueña@Clínica.cl');
    expect(invited.status, invited.text).toBe(201);
    // The same person invited again, spelt otherwise, is the same pending invite.
    const again = await invite('DUEN\u0303A@xn--clnica-4va.cl');
    expect(again.status, again.text).toBe(201);
    // Stored with its domain in ASCII form, shown as she writes it.
    const shown = 'dueña@clínica.cl';
    expect((await teamEmails()).filter((email) => email === shown)).toHaveLength(1);

    const { url } = JSON.parse(again.text) as { url: string };
    const token = new URL(url).hash.replace('#token=', '');
    const accepted = await fetch(`${t.baseUrl}${ROUTES.staffAcceptInvite.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: STAFF_PASSWORD }),
    });
    expect(accepted.status).toBe(200);
    await accepted.arrayBuffer();

    for (const spelling of [
      'dueña@clínica.cl',
      ' Dueña@CLÍNICA.CL ',
      'duen\u0303a@cli\u0301nica.cl',
      'dueña@xn--clnica-4va.cl',
    ]) {
      expect(await signIn(spelling), spelling).toEqual({ status: 200, email: shown });
    }
  });

  it('issue 31: what is not an email address is still refused (400), internationalised or not', async () => {
    for (const email of [
      'dueña@clínica',
      'dueña@clínica.',
      'due..ña@clínica.cl',
      '.dueña@clínica.cl',
      'dueña@clí nica.cl',
      'dueña@clínica.cl/x',
      'dueña@@clínica.cl',
      '@clínica.cl',
      'dueña 😀@clínica.cl',
      'dueña@127.0.0.1',
    ]) {
      const refused = await invite(email);
      expect(refused.status, email).toBe(400);
    }
  });
});
