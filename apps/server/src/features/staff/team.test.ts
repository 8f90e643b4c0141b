import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The team page's calls: an owner invites (a one-time link on our address), lists and
// removes people; a removed member's session ends at once; the last owner stays.
let t: TestApp;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  owner = await signedInStaff(t, (await demoAdminKey(t)).clinicId, 'owner@demo.example', 'owner');
});
afterAll(async () => {
  await t.close();
});

describe('the team', () => {
  it('an owner invites someone: a one-time link to the dashboard, listed as invited', async () => {
    const invited = await staffCall(t, owner, 'POST', ROUTES.adminStaffInvite.path, {
      email: 'New.Person@Demo.example',
      role: 'staff',
    });
    expect(invited.status).toBe(201);
    const { url } = JSON.parse(invited.text) as { url: string };
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/dashboard/accept-invite#token=al_invite_`));
    const team = JSON.parse((await staffCall(t, owner, 'GET', ROUTES.adminStaff.path)).text) as {
      staff: { email: string; status: string }[];
    };
    expect(team.staff).toContainEqual(
      expect.objectContaining({ email: 'new.person@demo.example', status: 'invited' }),
    );
  });

  it("removing a member ends their session at once; the last owner can't be removed", async () => {
    const member = await signedInStaff(
      t,
      (await demoAdminKey(t)).clinicId,
      'leaving@demo.example',
      'staff',
    );
    expect((await staffCall(t, member, 'GET', ROUTES.adminLeads.path)).status).toBe(200);
    const removed = await staffCall(
      t,
      owner,
      'DELETE',
      ROUTES.adminStaffRemove.path.replace(':staff_id', member.staffId),
    );
    expect(removed.status).toBe(200);
    expect((await staffCall(t, member, 'GET', ROUTES.adminLeads.path)).status).toBe(401);

    const self = await staffCall(
      t,
      owner,
      'DELETE',
      ROUTES.adminStaffRemove.path.replace(':staff_id', owner.staffId),
    );
    expect(self.status).toBe(409);
    expect(self.text).toContain('last_owner');
  });

  it('a settings change that breaks a rule names the field and stores nothing', async () => {
    const before = (await staffCall(t, owner, 'GET', ROUTES.adminSettings.path)).text;
    const refused = await staffCall(t, owner, 'PUT', ROUTES.adminSettingsUpdate.path, {
      theme_color: 'blue',
      booking_url: 'ftp://clinic.example',
    });
    expect(refused.status).toBe(400);
    const body = JSON.parse(refused.text) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['booking_url', 'theme_color']);
    expect(body.fields.theme_color).toMatch(/hex colour/);
    expect((await staffCall(t, owner, 'GET', ROUTES.adminSettings.path)).text).toBe(before);
  });

  it("the chat endpoint's key is written, sealed, and never read back", async () => {
    const saved = await staffCall(t, owner, 'PUT', ROUTES.adminSettingsUpdate.path, {
      chat_llm_url: 'http://127.0.0.1:11434/v1',
      chat_llm_model: 'llama3.1',
      chat_llm_api_key: 'sk-clinic-secret',
      chat_faq: [{ question: 'Is there parking?', answer: 'Yes, behind the building.' }],
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.text)).toMatchObject({
      chat_llm_key_set: true,
      chat_llm_model: 'llama3.1',
    });
    expect(saved.text).not.toContain('sk-clinic-secret');
    const stored = await t.app.db.selectFrom('clinics').select('chat_llm_api_key').execute();
    expect(JSON.stringify(stored)).not.toContain('sk-clinic-secret');
  });

  it("the assistant's name reaches the widget; the clinic's services are kept, each checked", async () => {
    const services = [{ name: 'HydraFacial', description: 'Deep cleanse, no downtime.' }];
    const saved = await staffCall(t, owner, 'PUT', ROUTES.adminSettingsUpdate.path, {
      chat_persona_name: 'Dr. Rivera',
      chat_services: services,
    });
    expect(JSON.parse(saved.text)).toMatchObject({
      chat_persona_name: 'Dr. Rivera',
      chat_services: services,
    });
    const info = await fetch(`${t.baseUrl}${ROUTES.clinicInfo.path}`, {
      headers: { authorization: `session ${await t.demoSession()}` },
    });
    expect(await info.json()).toMatchObject({ chat_persona_name: 'Dr. Rivera' });

    const refused = await staffCall(t, owner, 'PUT', ROUTES.adminSettingsUpdate.path, {
      chat_persona_name: 'x'.repeat(61),
      chat_services: [{ name: 'H', description: '' }],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(JSON.parse(refused.text).fields).sort()).toEqual([
      'chat_persona_name',
      'chat_services',
    ]);
  });
});
