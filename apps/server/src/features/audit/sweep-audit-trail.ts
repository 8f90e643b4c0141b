import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes audit rows older than the retention (AUDIT_RETENTION_DAYS). The only deleter
 * of the trail: its transaction opens a gate the append-only triggers check (migration
 * 0026), so they let these rows go and no other. Runs with the hourly retention sweep
 * and the CLI's sweep-retention; safe to run again or from several processes.
 */
export async function sweepAuditTrail(
  db: Db,
  clock: Clock,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(clock().getTime() - retentionDays * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('audit_sweep_gates').values({ cutoff }).execute();
    const deleted = await trx
      .deleteFrom('audit_events')
      .where('at', '<', cutoff)
      .executeTakeFirst();
    await trx.deleteFrom('audit_sweep_gates').where('cutoff', '=', cutoff).execute();
    return Number(deleted.numDeletedRows);
  });
}
