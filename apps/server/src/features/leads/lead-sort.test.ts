import { type AdminLeadsResponse, ROUTES } from '@afterlook/api';
import { LEAD_STATUSES, type LeadSort } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import {
  adminGet,
  anotherPatient,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Issue 31 (working the list): the list sorts by received (the latest visit), newest or
// oldest first, or by status (new first, newest first within one). Each sort pages by
// its own keyset: every lead once, in order, across pages, ties of the same visit time
// included; a cursor of another sort is refused. On SQLite and PostgreSQL.
describe.each(TEST_DIALECTS)('leads list sorts on $name', (dialect) => {
  let database: TestDb;
  let t: TestApp;
  let bearer: string;
  /** This clinic's leads as stored: id, uuid, status, latest visit. */
  let stored: { id: string; patient_uuid: string; status: string; last_visit_at: string }[];

  const STATUSES = [
    'lost',
    'new',
    'booked',
    'contacted',
    'new',
    'lost',
    'booked',
    'new',
    'contacted',
  ];
  // Three leads share one visit time: only their ids order them.
  const VISITS = [
    '2026-11-01T10:00:00.000Z',
    '2026-11-03T10:00:00.000Z',
    '2026-11-02T10:00:00.000Z',
    '2026-11-02T10:00:00.000Z',
    '2026-11-05T10:00:00.000Z',
    '2026-11-02T10:00:00.000Z',
    '2026-11-04T10:00:00.000Z',
    '2026-11-06T10:00:00.000Z',
    '2026-11-07T10:00:00.000Z',
  ];

  const pageThrough = async (sort: LeadSort, limit: number) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await adminGet(t, `${ROUTES.adminLeads.path}${query}`, bearer);
      expect(page.status).toBe(200);
      const body = page.body as AdminLeadsResponse;
      expect(body.total).toBe(stored.length);
      seen.push(...body.leads.map((lead) => lead.patient_uuid));
      cursor = body.next_cursor;
    } while (cursor);
    return seen;
  };
  /** Code-unit order, as both databases compare these ASCII texts. */
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byVisit = (a: (typeof stored)[number], b: (typeof stored)[number]) =>
    compare(a.last_visit_at, b.last_visit_at) || compare(a.id, b.id);
  const rank = (status: string) => (LEAD_STATUSES as readonly string[]).indexOf(status);

  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db, media: { startQueue: false } });
    const clinic = await otherClinic(t);
    bearer = `Bearer ${clinic.adminKey}`;
    for (const [index, status] of STATUSES.entries()) {
      const lead = await submitLeadOver(
        t,
        clinic.session,
        anotherPatient({ form_user_id: 'sort' }),
      );
      expect(lead.status).toBe(201);
      await t.app.db
        .updateTable('leads')
        .set({ status, last_visit_at: VISITS[index] })
        .where('patient_uuid', '=', lead.body.patient_uuid ?? '')
        .execute();
    }
    stored = (
      await t.app.db
        .selectFrom('leads')
        .select(['id', 'patient_uuid', 'status', 'last_visit_at'])
        .where('clinic_id', '=', clinic.clinicId)
        .execute()
    ).map((row) => ({ ...row, last_visit_at: row.last_visit_at ?? '' }));
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('issue 31 (working the list): received oldest first, newest first and by status each page every lead once, in order (ties by id)', async () => {
    const ascending = [...stored].sort(byVisit).map((lead) => lead.patient_uuid);
    const byStatus = [...stored]
      .sort((a, b) => rank(a.status) - rank(b.status) || byVisit(b, a))
      .map((lead) => lead.patient_uuid);
    for (const limit of [2, 4, 200]) {
      expect(await pageThrough('received_asc', limit)).toEqual(ascending);
      expect(await pageThrough('received_desc', limit)).toEqual([...ascending].reverse());
      expect(await pageThrough('status', limit)).toEqual(byStatus);
    }
    // No sort: received, newest first, as before.
    const plain = await adminGet(t, `${ROUTES.adminLeads.path}?limit=200`, bearer);
    expect((plain.body as AdminLeadsResponse).leads.map((lead) => lead.patient_uuid)).toEqual(
      [...ascending].reverse(),
    );
  });

  it('issue 31 (working the list): a cursor of another sort, or an unknown sort, is a 400', async () => {
    const first = await adminGet(t, `${ROUTES.adminLeads.path}?sort=status&limit=2`, bearer);
    const cursor = (first.body as AdminLeadsResponse).next_cursor;
    expect(cursor).not.toBeNull();
    const mixed = await adminGet(
      t,
      `${ROUTES.adminLeads.path}?sort=received_asc&limit=2&cursor=${cursor}`,
      bearer,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({ error: 'invalid_cursor' });
    expect((await adminGet(t, `${ROUTES.adminLeads.path}?sort=name`, bearer)).status).toBe(400);
  });
});
