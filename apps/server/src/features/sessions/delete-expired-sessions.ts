import { type Clock, systemClock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';

/** Removes sessions past their expiry; returns how many. */
export async function deleteExpiredSessions(db: Db, clock: Clock = systemClock): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', clock().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
