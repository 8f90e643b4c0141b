import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { createGroupCommit } from './create-group-commit.ts';

// Analytics counters commit in groups (one disk flush for a burst): no increment may be
// lost or counted twice, and one bad write must fail only its own call.
describe.each(TEST_DIALECTS)('group commit on $name', { timeout: 60_000 }, (dialect) => {
  let database: TestDb;
  let t: TestApp;
  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it('counts every one of 200 concurrent daily-analytics calls exactly once', async () => {
    const body = JSON.stringify({
      form_name: 'ONBOARDING_TIER1',
      daily_analytics_count_type: 'FORM_VISITS',
    });
    // Two sessions: each stays under its own per-session limit.
    const visits = async (count: number) => {
      const token = await t.demoSession();
      return Promise.all(
        Array.from({ length: count }, () =>
          fetch(`${t.baseUrl}/api/v1/daily-analytics`, {
            method: 'POST',
            headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
            body,
          }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
    };
    const answers = (await Promise.all([visits(100), visits(100)])).flat();
    expect(answers.filter((status) => status === 200)).toHaveLength(200);
    const row = await t.app.db
      .selectFrom('daily_analytics')
      .select('count')
      .where('count_type', '=', 'FORM_VISITS')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(200);
  });

  it('fails only the bad write of a group; the others are stored', async () => {
    const group = createGroupCommit(database.db);
    const good = (id: string) => (db: typeof database.db) =>
      db
        .insertInto('daily_analytics')
        .values({
          clinic_id: id,
          day: '2026-01-01',
          form_name: 'ONBOARDING_TIER1',
          count_type: 'SITE_VISITS',
          count: 1,
        })
        .execute();
    const clinic = await t.app.db.selectFrom('clinics').select('id').executeTakeFirstOrThrow();
    const results = await Promise.allSettled([
      group.run(good(clinic.id)),
      group.run(async () => {
        throw new Error('a bad write');
      }),
      group.run((db) =>
        db
          .updateTable('daily_analytics')
          .set({ count: 5 })
          .where('clinic_id', '=', clinic.id)
          .where('day', '=', '2026-01-01')
          .execute(),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const row = await t.app.db
      .selectFrom('daily_analytics')
      .select('count')
      .where('day', '=', '2026-01-01')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(5);
  });
});
