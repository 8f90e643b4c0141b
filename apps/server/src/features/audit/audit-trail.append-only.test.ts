import { PostgresAdapter, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { CLI_ACTOR, recordAudit } from './record-audit.ts';
import { sweepAuditTrail } from './sweep-audit-trail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const daysAgo = (days: number) => () => new Date(NOW - days * DAY_MS);

// Issue 31: the trail is append-only in the database itself (triggers, migration 0026),
// so no code path of ours, and no stray statement, rewrites or deletes what was done;
// only the retention sweep deletes, and only rows past the retention.
describe.each(TEST_DIALECTS)('issue 31: the audit trail on $name', (dialect) => {
  let testDb: TestDb;
  afterEach(async () => {
    await testDb.dispose();
  });

  it('issue 31 (audit trail): the database refuses UPDATE and DELETE of its rows; only the retention sweep deletes, and only rows past the retention', async () => {
    testDb = await dialect.open();
    const { db } = testDb;
    for (const [id, days] of [
      ['old', 400],
      ['recent', 10],
    ] as const) {
      await recordAudit(db, daysAgo(days), {
        clinicId: 'clinic-31',
        action: 'lead.delete',
        actor: CLI_ACTOR,
        address: null,
        target: { kind: 'lead', id },
      });
    }
    const targets = async () =>
      (await db.selectFrom('audit_events').select('target_id').orderBy('at').execute()).map(
        (row) => row.target_id,
      );

    await expect(
      db.updateTable('audit_events').set({ actor_label: 'someone else' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('audit_events').where('target_id', '=', 'old').execute(),
    ).rejects.toThrow(/append-only/);
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await expect(sql`TRUNCATE audit_events`.execute(db)).rejects.toThrow(/append-only/);
    }
    expect(await targets()).toEqual(['old', 'recent']);

    // The sweep (365 days) deletes the old row only, and closes its gate behind it.
    expect(await sweepAuditTrail(db, daysAgo(0), 365)).toBe(1);
    expect(await targets()).toEqual(['recent']);
    expect(await db.selectFrom('audit_sweep_gates').selectAll().execute()).toEqual([]);
    await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
    expect(await sweepAuditTrail(db, daysAgo(0), 365)).toBe(0);
    expect(await targets()).toEqual(['recent']);
  });
});
