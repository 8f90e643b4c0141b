import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { hashPassword } from './password.ts';
import { consumeStaffLink, type StaffLinkPurpose } from './staff-links.ts';
import { createStaffSession } from './staff-sessions.ts';

/**
 * Accepts an invite or a reset link: sets the password, lifts a lockout, ends every
 * other session of the account (a reset is often about a stolen one) and signs in.
 */
export async function setPasswordWithLink(
  db: Db,
  purpose: StaffLinkPurpose,
  token: string,
  password: string,
  now: Date,
): Promise<Result<{ token: string }, 'invalid_link'>> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const staffId = await consumeStaffLink(trx, token, purpose, now);
    if (staffId === null) {
      return fail(
        'invalid_link',
        'This link is unknown, already used or expired. Ask for a new one.',
      );
    }
    await trx
      .updateTable('staff_users')
      .set({
        password_hash: passwordHash,
        failed_sign_ins: 0,
        first_failed_at: null,
        locked_until: null,
        last_sign_in_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', staffId)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    return ok(await createStaffSession(trx, staffId, now));
  });
}
