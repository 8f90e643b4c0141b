import { emailKey, STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { issueStaffLink } from './staff-links.ts';

/** A one-time reset link (1 hour) for an account that has a password. */
export async function issuePasswordReset(
  db: Db,
  email: string,
  now: Date,
): Promise<Result<{ token: string; expires_at: string }, 'staff_not_found'>> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', emailKey(email))
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    if (!user) return fail('staff_not_found', `No active staff account with email ${email}`);
    return ok(await issueStaffLink(trx, user.id, 'reset', now, STAFF_ACCOUNT_RULES.resetTtlMs));
  });
}
