import { type AdminLeadsStatusResponse, type AuditResponse, ROUTES } from '@afterlook/api';
import { LEADS_BULK_MAX } from '@afterlook/domain';
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
import { updateClinic } from '../clinics/update-clinic.ts';

// Issue 31 (working the list): the list's selection moved to one status in one call.
// Each lead moves as the single change does (activity, audit, lead.status_changed with
// from/to); a uuid that is not the caller's clinic's refuses the whole call (404) and
// changes nothing. On SQLite and PostgreSQL.
describe.each(TEST_DIALECTS)('bulk lead status on $name', (dialect) => {
  let database: TestDb;
  let t: TestApp;
  let owner: SignedInStaff;
  let desk: SignedInStaff;
  let foreignLead: string;

  const newLead = async (session: string) => {
    const lead = await submitLeadOver(t, session, anotherPatient({ form_user_id: 'bulk' }));
    expect(lead.status).toBe(201);
    return lead.body.patient_uuid ?? '';
  };
  const bulk = (by: SignedInStaff, body: unknown) =>
    staffCall(t, by, 'POST', ROUTES.adminLeadsStatus.path, body);
  /** Everything a status change writes, for leads of both clinics. */
  const snapshot = () =>
    Promise.all([
      t.app.db.selectFrom('leads').select(['patient_uuid', 'status']).orderBy('id').execute(),
      t.app.db.selectFrom('lead_activity').select('id').orderBy('id').execute(),
      t.app.db.selectFrom('webhook_deliveries').select('id').orderBy('id').execute(),
      t.app.db.selectFrom('audit_events').select('id').orderBy('id').execute(),
    ]);

  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db, media: { startQueue: false } });
    const { clinicId } = await demoAdminKey(t);
    // A webhook that is never reached: its deliveries stay queued, to be read here.
    await updateClinic(t.app.db, clinicId, { webhook_url: 'http://127.0.0.1:9/hook' });
    owner = await signedInStaff(t, clinicId, 'owner-bulk@demo.example', 'owner');
    desk = await signedInStaff(t, clinicId, 'desk-bulk@demo.example', 'staff');
    const b = await otherClinic(t);
    foreignLead = await newLead(b.session);
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('issue 31 (working the list): several leads move to one status in one call, each audited and each telling the webhook from/to', async () => {
    const session = await t.demoSession();
    const [a, b, already] = [
      await newLead(session),
      await newLead(session),
      await newLead(session),
    ];
    const first = await staffCall(
      t,
      owner,
      'PUT',
      ROUTES.adminLeadStatus.path.replace(':patient_uuid', already),
      { status: 'contacted' },
    );
    expect(first.status).toBe(200);

    const moved = await bulk(desk, { patient_uuids: [a, b, already, a], status: 'contacted' });
    expect(moved.status).toBe(200);
    expect(JSON.parse(moved.text) as AdminLeadsStatusResponse).toEqual({
      changed: [a, b],
      unchanged: [already],
    });

    const leads = await t.app.db
      .selectFrom('leads')
      .select(['id', 'patient_uuid', 'status'])
      .where('patient_uuid', 'in', [a, b, already])
      .execute();
    expect(leads.every((lead) => lead.status === 'contacted')).toBe(true);
    const idOf = (uuid: string) => leads.find((lead) => lead.patient_uuid === uuid)?.id;
    const deliveries = await t.app.db
      .selectFrom('webhook_deliveries')
      .select(['lead_id', 'from_status', 'to_status'])
      .where('event', '=', 'lead.status_changed')
      .execute();
    for (const uuid of [a, b]) {
      expect(deliveries.filter((delivery) => delivery.lead_id === idOf(uuid))).toEqual([
        { lead_id: idOf(uuid), from_status: 'new', to_status: 'contacted' },
      ]);
    }
    const activity = await t.app.db
      .selectFrom('lead_activity')
      .select(['lead_id', 'from_status', 'to_status', 'actor_label'])
      .where('lead_id', 'in', [idOf(a) ?? '', idOf(b) ?? ''])
      .execute();
    expect(activity).toHaveLength(2);
    expect(activity.every((entry) => entry.actor_label === 'desk-bulk@demo.example')).toBe(true);

    const trail = await staffCall(t, owner, 'GET', `${ROUTES.adminAudit.path}?limit=200`);
    const changes = (JSON.parse(trail.text) as AuditResponse).entries.filter(
      (entry) => entry.action === 'lead.status_change' && entry.detail.bulk === true,
    );
    expect(changes.map((entry) => entry.target?.id).sort()).toEqual([a, b].sort());
    expect(changes.every((entry) => entry.actor.label === 'desk-bulk@demo.example')).toBe(true);
  });

  it("issue 31 (working the list): a bulk change naming another clinic's lead (or none) is refused whole (404) and nothing changes", async () => {
    const session = await t.demoSession();
    const mine = [await newLead(session), await newLead(session)];
    const before = await snapshot();

    const refused = await bulk(owner, { patient_uuids: [...mine, foreignLead], status: 'lost' });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain('lead_not_found');
    expect(refused.text).not.toContain(foreignLead);
    // The foreign lead first: the same.
    expect(
      (await bulk(owner, { patient_uuids: [foreignLead, ...mine], status: 'lost' })).status,
    ).toBe(404);
    expect(
      (await bulk(owner, { patient_uuids: [mine[0], 'no-such-lead'], status: 'lost' })).status,
    ).toBe(404);

    expect(await snapshot()).toEqual(before);
    // The clinic's own leads alone move.
    expect((await bulk(owner, { patient_uuids: mine, status: 'lost' })).status).toBe(200);
  });

  it(`issue 31 (working the list): a bulk change takes 1 to ${LEADS_BULK_MAX} leads and a known status (400 otherwise)`, async () => {
    const lead = await newLead(await t.demoSession());
    const before = await snapshot();
    const tooMany = Array.from({ length: LEADS_BULK_MAX + 1 }, () => lead);
    expect((await bulk(owner, { patient_uuids: [], status: 'lost' })).status).toBe(400);
    expect((await bulk(owner, { patient_uuids: tooMany, status: 'lost' })).status).toBe(400);
    expect((await bulk(owner, { patient_uuids: [lead], status: 'won' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
