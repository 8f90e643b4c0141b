import {
  type AdminLead,
  type AdminLeadsResponse,
  type AuditResponse,
  ROUTES,
} from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import {
  anotherPatient,
  demoAdminKey,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { inviteStaff } from '../staff/invite-staff.ts';

// Issue 31 (working the list): a lead has at most one assignee, an active member of its
// own clinic; "My leads" (?assignee=me) is the signed-in member's. Another clinic's lead
// or member answers 404 and changes nothing; each assignment is in the audit trail.
// On SQLite and PostgreSQL.
describe.each(TEST_DIALECTS)('lead assignee on $name', (dialect) => {
  let database: TestDb;
  let t: TestApp;
  let clinicId: string;
  let adminKey: string;
  let owner: SignedInStaff;
  let desk: SignedInStaff;
  let other: { clinicId: string; session: string; leadUuid: string; member: SignedInStaff };

  const newLead = async (session: string) => {
    const lead = await submitLeadOver(t, session, anotherPatient({ form_user_id: 'assignee' }));
    expect(lead.status).toBe(201);
    return lead.body.patient_uuid ?? '';
  };
  const assign = (by: SignedInStaff, uuid: string, staffId: string | null) =>
    staffCall(t, by, 'PUT', ROUTES.adminLeadAssignee.path.replace(':patient_uuid', uuid), {
      staff_id: staffId,
    });
  const listed = async (by: SignedInStaff, query: string) => {
    const page = await staffCall(t, by, 'GET', `${ROUTES.adminLeads.path}?${query}`);
    expect(page.status).toBe(200);
    return JSON.parse(page.text) as AdminLeadsResponse;
  };
  const assigneesOf = () =>
    t.app.db.selectFrom('leads').select(['patient_uuid', 'assigned_staff_id']).execute();

  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db, media: { startQueue: false } });
    ({ clinicId, adminKey } = await demoAdminKey(t));
    owner = await signedInStaff(t, clinicId, 'owner-assign@demo.example', 'owner');
    desk = await signedInStaff(t, clinicId, 'desk-assign@demo.example', 'staff');
    const b = await otherClinic(t);
    other = {
      clinicId: b.clinicId,
      session: b.session,
      leadUuid: await newLead(b.session),
      member: await signedInStaff(t, b.clinicId, 'owner-assign@other.example', 'owner'),
    };
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('issue 31 (working the list): a lead given to a member is in their "My leads" (assignee=me) and nobody else\'s, names its assignee, and each change is audited', async () => {
    const session = await t.demoSession();
    const mine = await newLead(session);
    const theirs = await newLead(session);
    const nobodys = await newLead(session);

    const given = await assign(owner, mine, desk.staffId);
    expect(given.status).toBe(200);
    expect((JSON.parse(given.text) as AdminLead).assigned_to).toEqual({
      staff_id: desk.staffId,
      email: 'desk-assign@demo.example',
    });
    // A staff member (not an owner) may assign too: here to the owner.
    expect((await assign(desk, theirs, owner.staffId)).status).toBe(200);
    // Again to the same member: no change, nothing more audited.
    expect((await assign(owner, mine, desk.staffId)).status).toBe(200);

    const deskMine = await listed(desk, 'assignee=me');
    expect(deskMine.leads.map((lead) => lead.patient_uuid)).toEqual([mine]);
    expect(deskMine.total).toBe(1);
    expect(deskMine.leads[0]?.assigned_to?.email).toBe('desk-assign@demo.example');
    const ownerMine = await listed(owner, 'assignee=me');
    expect(ownerMine.leads.map((lead) => lead.patient_uuid)).toEqual([theirs]);
    // The CSV export takes the same filter.
    const csv = await staffCall(t, owner, 'GET', `${ROUTES.adminLeadsCsv.path}?assignee=me`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(theirs);
    expect(csv.text).not.toContain(mine);
    expect(csv.text).not.toContain(nobodys);
    const byId = await listed(owner, `assignee=${desk.staffId}`);
    expect(byId.leads.map((lead) => lead.patient_uuid)).toEqual([mine]);
    const unassigned = await listed(owner, 'assignee=none&limit=200');
    const unassignedIds = unassigned.leads.map((lead) => lead.patient_uuid);
    expect(unassignedIds).toContain(nobodys);
    expect(unassignedIds).not.toContain(mine);
    expect(unassignedIds).not.toContain(theirs);

    // Taken back: nobody's again, in no one's "My leads".
    const back = await assign(desk, mine, null);
    expect(back.status).toBe(200);
    expect((JSON.parse(back.text) as AdminLead).assigned_to).toBeNull();
    expect((await listed(desk, 'assignee=me')).leads).toEqual([]);

    const trail = await staffCall(t, owner, 'GET', `${ROUTES.adminAudit.path}?limit=200`);
    const assigned = (JSON.parse(trail.text) as AuditResponse).entries.filter(
      (entry) => entry.action === 'lead.assign',
    );
    expect(
      assigned.map((entry) => [entry.actor.label, entry.target?.id, entry.detail.to_email]),
    ).toEqual([
      ['desk-assign@demo.example', mine, undefined],
      ['desk-assign@demo.example', theirs, 'owner-assign@demo.example'],
      ['owner-assign@demo.example', mine, 'desk-assign@demo.example'],
    ]);
  });

  it("issue 31 (working the list): another clinic's member, a pending invite or another clinic's lead answers 404 and no lead changes", async () => {
    const lead = await newLead(await t.demoSession());
    const pending = await inviteStaff(
      t.app.db,
      clinicId,
      'pending-assign@demo.example',
      'staff',
      new Date(),
    );
    if (!pending.ok) throw new Error(pending.message);
    const before = await assigneesOf();

    const foreignMember = await assign(owner, lead, other.member.staffId);
    expect(foreignMember.status).toBe(404);
    expect(foreignMember.text).toContain('staff_not_found');
    expect((await assign(owner, lead, pending.value.staffId)).status).toBe(404);
    expect((await assign(owner, lead, 'no-such-member')).status).toBe(404);
    const foreignLead = await assign(owner, other.leadUuid, owner.staffId);
    expect(foreignLead.status).toBe(404);
    expect(foreignLead.text).toContain('lead_not_found');
    // Clinic B's own owner cannot hand B's lead to a member of A either.
    expect((await assign(other.member, other.leadUuid, desk.staffId)).status).toBe(404);
    // Filtering by another clinic's member finds none of their clinic's leads.
    expect((await listed(other.member, `assignee=${desk.staffId}`)).total).toBe(0);

    expect(await assigneesOf()).toEqual(before);
  });

  it("issue 31 (working the list): 'me' is a member's (an admin key's is 400), and removing a member unassigns their leads", async () => {
    const byKey = await fetch(`${t.baseUrl}${ROUTES.adminLeads.path}?assignee=me`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(byKey.status).toBe(400);
    expect(await byKey.text()).toContain('assignee_not_a_member');

    const leaving = await signedInStaff(t, clinicId, 'leaving-assign@demo.example', 'staff');
    const lead = await newLead(await t.demoSession());
    expect((await assign(owner, lead, leaving.staffId)).status).toBe(200);
    const removed = await staffCall(
      t,
      owner,
      'DELETE',
      ROUTES.adminStaffRemove.path.replace(':staff_id', leaving.staffId),
    );
    expect(removed.status).toBeLessThan(300);
    const page = await listed(owner, `assignee=${leaving.staffId}`);
    expect(page.total).toBe(0);
    const got = await staffCall(
      t,
      owner,
      'GET',
      ROUTES.adminLead.path.replace(':patient_uuid', lead),
    );
    expect((JSON.parse(got.text) as AdminLead).assigned_to).toBeNull();
  });
});
