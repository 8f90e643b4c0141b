import type { Db } from '../../ports/db-schema.ts';
import { staffSessionStands } from './staff-sessions.ts';

/**
 * Whether a staff session of the clinic still stands, by the rules verifyStaffSession
 * applies to its cookie: not signed out or ended by a password reset (the row is gone),
 * its member not removed, not past its absolute end nor idle too long. Read-only: a
 * photo read does not restart the session's idle clock.
 */
export async function isStaffSessionLive(
  db: Db,
  sessionId: string,
  clinicId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.last_seen_at', 'staff_sessions.expires_at'])
    .where('staff_sessions.id', '=', sessionId)
    .where('staff_users.clinic_id', '=', clinicId)
    .where('staff_users.password_hash', 'is not', null)
    .executeTakeFirst();
  return row !== undefined && staffSessionStands(row, now);
}
