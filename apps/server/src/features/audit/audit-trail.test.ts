import { type AuditEntry, type AuditResponse, ROUTES, type StaffMe } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.ts';
import {
  anotherPatient,
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  STAFF_PASSWORD,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';

// Issue 31: nothing recorded who exported the clinic's contacts or deleted its leads,
// and every staff member could. Now each export, deletion, status change, key rotation,
// settings change, team change and sign-in is a row of the clinic's append-only audit
// trail (who, when, from which network), only owners read it, and exporting and
// deleting is the owners' and of staff an owner allowed.
let t: TestApp;
let clinicId: string;
let adminKey: string;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  ({ clinicId, adminKey } = await demoAdminKey(t));
  owner = await signedInStaff(t, clinicId, 'owner31@demo.example', 'owner');
});
afterAll(async () => {
  await t.close();
});

/** The patient's words the fixtures use: none may ever be in the trail. */
const PATIENT_DATA = ['Ana', 'Lopez', '4155550132', 'Austin'];

const newLead = async (tag: string) => {
  // Each its own patient: the same phone again would be a visit of one lead (issue 31).
  const lead = await submitLeadOver(
    t,
    await t.demoSession(),
    anotherPatient({ form_user_id: tag }),
  );
  return lead.body.patient_uuid ?? '';
};

const leadPath = (route: { path: string }, uuid: string) =>
  route.path.replace(':patient_uuid', uuid);

/** Every row of a clinic's trail, page by page, as an owner reads it over HTTP. */
async function auditOf(reader: SignedInStaff): Promise<{ entries: AuditEntry[]; text: string }> {
  const entries: AuditEntry[] = [];
  let text = '';
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=5&cursor=${cursor}` : '?limit=5';
    const page = await staffCall(t, reader, 'GET', `${ROUTES.adminAudit.path}${query}`);
    expect(page.status).toBe(200);
    text += page.text;
    const body = JSON.parse(page.text) as AuditResponse;
    entries.push(...body.entries);
    cursor = body.next_cursor;
  } while (cursor);
  return { entries, text };
}

const bearer = (path: string, init: RequestInit = {}) =>
  fetch(`${t.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${adminKey}`, ...init.headers },
  });

describe('issue 31: audit trail', () => {
  it('issue 31 (audit trail): every export, deletion, status change, key rotation, settings change, team change and sign-in is listed with its actor, time and network, newest first', async () => {
    const started = new Date().toISOString();
    const staff = await signedInStaff(t, clinicId, 'desk31@demo.example', 'staff');
    const leaving = await signedInStaff(t, clinicId, 'leaving31@demo.example', 'staff');
    const exported = await newLead('audit-exported');
    const deleted = await newLead('audit-deleted');
    const worked = await newLead('audit-worked');
    const viaCli = await newLead('audit-cli');

    // A sign-in with the password (the invites above were sign-ins too).
    const login = await fetch(`${t.baseUrl}${ROUTES.staffLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'desk31@demo.example', password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(200);
    await login.text();
    // The admin key exports the CSV (filtered by a search: its words stay out).
    const csv = await bearer(`${ROUTES.adminLeadsCsv.path}?q=Ana&status=new`);
    expect(csv.status).toBe(200);
    await csv.text();
    const calls: [SignedInStaff, string, string, unknown?][] = [
      [staff, 'PUT', leadPath(ROUTES.adminLeadStatus, worked), { status: 'contacted' }],
      [owner, 'GET', leadPath(ROUTES.adminLeadExport, exported)],
      [owner, 'DELETE', leadPath(ROUTES.adminLeadDelete, deleted)],
      [owner, 'PUT', ROUTES.adminSettingsUpdate.path, { theme_color: '#336699', name: 'Demo' }],
      [owner, 'POST', ROUTES.adminSdkKeyRotate.path],
      [owner, 'POST', ROUTES.adminStaffInvite.path, { email: 'new31@demo.example', role: 'staff' }],
      [owner, 'POST', ROUTES.adminWebhookSecret.path, { password: STAFF_PASSWORD }],
      [owner, 'POST', ROUTES.adminWebhookSecretRotate.path, { password: STAFF_PASSWORD }],
    ];
    for (const [who, method, path, body] of calls) {
      expect(
        (await staffCall(t, who, method, path, body)).status,
        `${method} ${path}`,
      ).toBeLessThan(300);
    }
    const team = JSON.parse((await staffCall(t, owner, 'GET', ROUTES.adminStaff.path)).text) as {
      staff: { id: string; email: string }[];
    };
    const invitedId = team.staff.find((m) => m.email === 'new31@demo.example')?.id ?? '';
    const memberPath = (route: { path: string }, id: string) => route.path.replace(':staff_id', id);
    for (const [method, path, body] of [
      ['PUT', memberPath(ROUTES.adminStaffUpdate, invitedId), { role: 'owner' }],
      ['PUT', memberPath(ROUTES.adminStaffUpdate, staff.staffId), { can_export_and_delete: true }],
      ['DELETE', memberPath(ROUTES.adminStaffCancelInvite, invitedId)],
      ['DELETE', memberPath(ROUTES.adminStaffRemove, leaving.staffId)],
    ] as const) {
      expect((await staffCall(t, owner, method, path, body)).status, `${method} ${path}`).toBe(200);
    }
    // The operator deletes a lead, shows the webhook secret and exports a patient's data on
    // the server's command line.
    const cli = async (...args: string[]) =>
      runCli(
        args,
        { PATH: process.env.PATH ?? '', DATA_DIR: t.config.dataDir },
        {
          out: () => {},
          err: () => {},
        },
      );
    expect(await cli('delete-lead', viaCli)).toBe(0);
    expect(await cli('webhook-secret', clinicId)).toBe(0);
    const folder = makeTempDir();
    expect(await cli('export-lead', worked, '--out', folder.path)).toBe(0);
    folder.remove();

    const { entries, text } = await auditOf(owner);
    const ours = entries.filter((entry) => entry.at >= started);
    // Newest first, across pages.
    expect(ours.map((entry) => entry.at)).toEqual(
      ours
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
    const byStaff = (member: SignedInStaff, email: string) => ({
      kind: 'staff',
      id: member.staffId,
      label: email,
    });
    const ownerActor = byStaff(owner, 'owner31@demo.example');
    const network = '127.0.0.0';
    const expected = [
      {
        action: 'staff.sign_in',
        actor: byStaff(staff, 'desk31@demo.example'),
        detail: { via: 'invite' },
      },
      {
        action: 'staff.sign_in',
        actor: byStaff(staff, 'desk31@demo.example'),
        detail: { via: 'password' },
      },
      {
        action: 'leads.export',
        actor: { kind: 'admin_key', label: `Admin key …${adminKey.slice(-4)}` },
        target: null,
        detail: { format: 'csv', filters: ['q', 'status'] },
      },
      {
        action: 'lead.status_change',
        actor: byStaff(staff, 'desk31@demo.example'),
        target: { kind: 'lead', id: worked, label: null },
        detail: { to: 'contacted' },
      },
      {
        action: 'lead.export',
        actor: ownerActor,
        target: { kind: 'lead', id: exported, label: null },
      },
      {
        action: 'lead.delete',
        actor: ownerActor,
        target: { kind: 'lead', id: deleted, label: null },
      },
      {
        action: 'settings.update',
        actor: ownerActor,
        detail: { fields: ['name', 'theme_color'] },
      },
      { action: 'sdk_key.rotate', actor: ownerActor },
      { action: 'webhook_secret.reveal', actor: ownerActor },
      { action: 'webhook_secret.rotate', actor: ownerActor },
      {
        action: 'staff.invite',
        actor: ownerActor,
        target: { kind: 'staff', id: invitedId, label: 'new31@demo.example' },
        detail: { role: 'staff' },
      },
      {
        action: 'staff.role_change',
        actor: ownerActor,
        target: { kind: 'staff', id: invitedId, label: 'new31@demo.example' },
        detail: { from: 'staff', to: 'owner' },
      },
      {
        action: 'staff.permission_change',
        actor: ownerActor,
        target: { kind: 'staff', id: staff.staffId, label: 'desk31@demo.example' },
        detail: { can_export_and_delete: true },
      },
      {
        action: 'staff.invite_cancel',
        actor: ownerActor,
        target: { kind: 'staff', id: invitedId, label: 'new31@demo.example' },
      },
      {
        action: 'staff.remove',
        actor: ownerActor,
        target: { kind: 'staff', id: leaving.staffId, label: 'leaving31@demo.example' },
      },
    ];
    for (const row of expected) {
      expect(ours, row.action).toContainEqual(
        expect.objectContaining({
          ...row,
          actor: expect.objectContaining(row.actor),
          address: network,
        }),
      );
    }
    const cliActor = { kind: 'cli', id: null, label: null };
    expect(ours).toContainEqual(
      expect.objectContaining({
        action: 'lead.delete',
        actor: cliActor,
        target: { kind: 'lead', id: viaCli, label: null },
        address: null,
      }),
    );
    expect(ours).toContainEqual(
      expect.objectContaining({ action: 'webhook_secret.reveal', actor: cliActor, address: null }),
    );
    expect(ours).toContainEqual(
      expect.objectContaining({
        action: 'lead.export',
        actor: cliActor,
        target: { kind: 'lead', id: worked, label: null },
      }),
    );
    for (const entry of ours) expect(Date.parse(entry.at)).toBeGreaterThan(0);
    // Nothing of a patient's, anywhere in the trail.
    for (const word of PATIENT_DATA) expect(text).not.toContain(word);
  });

  it('issue 31 (audit trail): a staff member without the permission gets 403 on export and delete; once an owner allows it both work, and owners can take it back', async () => {
    const staff = await signedInStaff(t, clinicId, 'nopermission31@demo.example', 'staff');
    const uuid = await newLead('audit-permission');
    const attempts = [
      ['GET', `${ROUTES.adminLeadsCsv.path}?status=new`],
      ['GET', leadPath(ROUTES.adminLeadExport, uuid)],
      ['DELETE', leadPath(ROUTES.adminLeadDelete, uuid)],
    ] as const;
    const allowedTo = async (allowed: boolean) => {
      const changed = await staffCall(
        t,
        owner,
        'PUT',
        ROUTES.adminStaffUpdate.path.replace(':staff_id', staff.staffId),
        { can_export_and_delete: allowed },
      );
      expect(changed.status).toBe(200);
      expect(JSON.parse(changed.text)).toMatchObject({ can_export_and_delete: allowed });
    };

    for (const [method, path] of attempts) {
      const refused = await staffCall(t, staff, method, path);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(JSON.parse(refused.text)).toEqual({
        error: 'export_and_delete_not_allowed',
        message: expect.stringContaining('owner'),
      });
    }
    // Refused before anything ran: the lead is still there, and nothing was recorded.
    expect((await staffCall(t, staff, 'GET', leadPath(ROUTES.adminLead, uuid))).status).toBe(200);
    const recorded = (await auditOf(owner)).entries.filter((e) => e.actor.id === staff.staffId);
    expect(recorded.map((e) => e.action)).toEqual(['staff.sign_in']);

    await allowedTo(true);
    const me = JSON.parse((await staffCall(t, staff, 'GET', ROUTES.staffMe.path)).text) as StaffMe;
    expect(me.user.can_export_and_delete).toBe(true);
    for (const [method, path] of attempts) {
      expect((await staffCall(t, staff, method, path)).status, `${method} ${path}`).toBe(200);
    }

    await allowedTo(false);
    const csv = await staffCall(t, staff, 'GET', ROUTES.adminLeadsCsv.path);
    expect(csv.status).toBe(403);
  });

  it('issue 31 (audit trail): the last owner cannot be made staff; another owner can', async () => {
    const { clinicId: other } = await otherClinic(t, 'audit-31-other-key');
    const only = await signedInStaff(t, other, 'only31@other.example', 'owner');
    const path = ROUTES.adminStaffUpdate.path.replace(':staff_id', only.staffId);
    const refused = await staffCall(t, only, 'PUT', path, { role: 'staff' });
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toMatchObject({ error: 'last_owner' });
    await signedInStaff(t, other, 'second31@other.example', 'owner');
    expect((await staffCall(t, only, 'PUT', path, { role: 'staff' })).status).toBe(200);
    // Their next call is a staff member's: the trail is the owners'.
    expect((await staffCall(t, only, 'GET', ROUTES.adminAudit.path)).status).toBe(403);
  });

  it("issue 31 (audit trail): the list is the owners' (staff get 403) and holds only the caller's clinic", async () => {
    const staff = await signedInStaff(t, clinicId, 'reader31@demo.example', 'staff');
    const refused = await staffCall(t, staff, 'GET', ROUTES.adminAudit.path);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ error: 'owner_only' });

    const b = await otherClinic(t, 'audit-31-clinic-b');
    const ownerB = await signedInStaff(t, b.clinicId, 'owner31@b.example', 'owner');
    const leadB = await submitLeadOver(t, b.session, leadBody({ form_user_id: 'audit-b' }));
    const uuidB = leadB.body.patient_uuid ?? '';
    expect(
      (await staffCall(t, ownerB, 'GET', leadPath(ROUTES.adminLeadExport, uuidB))).status,
    ).toBe(200);
    const a = await auditOf(owner);
    const seenByB = await auditOf(ownerB);
    expect(seenByB.entries.map((e) => e.action).sort()).toEqual(['lead.export', 'staff.sign_in']);
    for (const secret of [b.clinicId, ownerB.staffId, 'owner31@b.example', uuidB]) {
      expect(a.text).not.toContain(secret);
    }
    for (const secret of [clinicId, owner.staffId, 'owner31@demo.example']) {
      expect(seenByB.text).not.toContain(secret);
    }
    // An admin key reads its own clinic's trail too; a bad cursor is a 400.
    const byKey = await bearer(ROUTES.adminAudit.path);
    expect(byKey.status).toBe(200);
    expect(((await byKey.json()) as AuditResponse).entries.length).toBeGreaterThan(0);
    const badCursor = await staffCall(t, owner, 'GET', `${ROUTES.adminAudit.path}?cursor=nope`);
    expect(badCursor.status).toBe(400);
  });
});
