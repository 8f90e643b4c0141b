import { ROUTES, type SavedLeadView, type SavedLeadViewsResponse } from '@afterlook/api';
import { SAVED_LEAD_VIEWS_MAX } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Issue 31 (working the list): a staff member keeps named sets of the leads list's
// filters on the server. A view is its member's alone: a colleague, another clinic's
// member or an admin key neither sees nor deletes it. On SQLite and PostgreSQL.
describe.each(TEST_DIALECTS)('saved lead views on $name', (dialect) => {
  let database: TestDb;
  let t: TestApp;
  let adminKey: string;
  let desk: SignedInStaff;
  let colleague: SignedInStaff;
  let outsider: SignedInStaff;

  const viewsOf = async (member: SignedInStaff) => {
    const listed = await staffCall(t, member, 'GET', ROUTES.adminLeadViews.path);
    expect(listed.status).toBe(200);
    return (JSON.parse(listed.text) as SavedLeadViewsResponse).views;
  };
  const save = (member: SignedInStaff, name: string, filters: Record<string, unknown>) =>
    staffCall(t, member, 'POST', ROUTES.adminLeadViewCreate.path, { name, filters });
  const remove = (member: SignedInStaff, id: string) =>
    staffCall(t, member, 'DELETE', ROUTES.adminLeadViewDelete.path.replace(':view_id', id));

  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db, media: { startQueue: false } });
    const demo = await demoAdminKey(t);
    adminKey = demo.adminKey;
    desk = await signedInStaff(t, demo.clinicId, 'desk-views@demo.example', 'staff');
    colleague = await signedInStaff(t, demo.clinicId, 'owner-views@demo.example', 'owner');
    const b = await otherClinic(t);
    outsider = await signedInStaff(t, b.clinicId, 'owner-views@other.example', 'owner');
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('issue 31 (working the list): a member saves, lists and deletes their own views; the filters come back as saved', async () => {
    const saved = await save(desk, '  My new leads ', {
      assignee: 'me',
      status: 'new',
      sort: 'received_asc',
      period: 'd7',
    });
    expect(saved.status).toBe(201);
    const view = JSON.parse(saved.text) as SavedLeadView;
    expect(view).toMatchObject({
      name: 'My new leads',
      filters: { assignee: 'me', status: 'new', sort: 'received_asc', period: 'd7' },
    });
    expect((await save(desk, 'Booked', { status: 'booked' })).status).toBe(201);
    expect((await viewsOf(desk)).map((entry) => entry.name)).toEqual(['Booked', 'My new leads']);
    // The same name again: refused, nothing replaced.
    const again = await save(desk, 'My new leads', { status: 'lost' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('view_name_taken');
    // Not a filter the list takes: 400.
    expect((await save(desk, 'Bad', { status: 'won' })).status).toBe(400);
    expect((await save(desk, '   ', { status: 'new' })).status).toBe(400);

    expect((await remove(desk, view.id)).status).toBe(200);
    expect((await viewsOf(desk)).map((entry) => entry.name)).toEqual(['Booked']);
    expect((await remove(desk, view.id)).status).toBe(404);
  });

  it("issue 31 (working the list): a colleague, another clinic's member and an admin key neither see nor delete a member's view", async () => {
    const saved = await save(desk, 'Only mine', { assignee: 'me' });
    expect(saved.status).toBe(201);
    const { id } = JSON.parse(saved.text) as SavedLeadView;

    expect(await viewsOf(colleague)).toEqual([]);
    expect(await viewsOf(outsider)).toEqual([]);
    expect((await remove(colleague, id)).status).toBe(404);
    expect((await remove(outsider, id)).status).toBe(404);
    const byKey = await fetch(`${t.baseUrl}${ROUTES.adminLeadViews.path}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(byKey.status).toBe(403);
    expect((await viewsOf(desk)).map((entry) => entry.id)).toContain(id);
  });

  it(`issue 31 (working the list): a member keeps at most ${SAVED_LEAD_VIEWS_MAX} views`, async () => {
    const member = await signedInStaff(
      t,
      (await demoAdminKey(t)).clinicId,
      'many-views@demo.example',
      'staff',
    );
    for (let index = 0; index < SAVED_LEAD_VIEWS_MAX; index += 1) {
      expect((await save(member, `View ${index}`, { status: 'new' })).status).toBe(201);
    }
    const full = await save(member, 'One more', { status: 'new' });
    expect(full.status).toBe(409);
    expect(full.text).toContain('view_limit_reached');
    expect(await viewsOf(member)).toHaveLength(SAVED_LEAD_VIEWS_MAX);
  });
});
