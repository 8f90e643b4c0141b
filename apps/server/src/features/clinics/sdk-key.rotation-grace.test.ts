import { ROUTES } from '@afterlook/api';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The dashboard's key rotation: the old key keeps opening sessions for the documented
// grace (the clinic's pages still carry it), the page says when it stops, then it stops.
let now = new Date('2026-11-24T10:00:00.000Z');
let t: TestApp;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
  owner = await signedInStaff(t, (await demoAdminKey(t)).clinicId, 'owner@demo.example', 'owner');
});
afterAll(async () => {
  await t.close();
});

const sessionWith = async (key: string) =>
  (
    await fetch(`${t.baseUrl}${ROUTES.sessions.path}`, {
      method: 'POST',
      headers: { authorization: key },
    })
  ).status;

interface Keys {
  keys: { sdk_key: string | null; hint: string; expires_at: string | null }[];
}

describe('rotating the SDK key from the dashboard', () => {
  it('keeps the old key working until the grace ends, and says when', async () => {
    const oldKey = t.config.demoSdkKey;
    const rotated = await staffCall(t, owner, 'POST', ROUTES.adminSdkKeyRotate.path);
    expect(rotated.status).toBe(200);
    const { keys } = JSON.parse(rotated.text) as Keys;
    const [current, previous] = keys;
    const graceEnd = new Date(now.getTime() + STAFF_ACCOUNT_RULES.sdkKeyGraceMs).toISOString();
    expect(current).toMatchObject({ expires_at: null });
    expect(current?.sdk_key).toMatch(/^al_sdk_/);
    expect(previous).toMatchObject({ hint: oldKey.slice(-4), expires_at: graceEnd });

    expect(await sessionWith(oldKey)).toBe(201);
    expect(await sessionWith(current?.sdk_key ?? '')).toBe(201);

    now = new Date(Date.parse(graceEnd) + 1000);
    expect(await sessionWith(oldKey)).toBe(401);
    expect(await sessionWith(current?.sdk_key ?? '')).toBe(201);
    // Days later the owner's session has ended (idle): someone signs in afresh.
    const clinicId = (await demoAdminKey(t)).clinicId;
    const later = await signedInStaff(t, clinicId, 'later@demo.example', 'staff');
    const answer = await staffCall(t, later, 'GET', ROUTES.adminSdkKeys.path);
    const after = JSON.parse(answer.text) as Keys;
    expect(after.keys).toHaveLength(1);
  });
});
