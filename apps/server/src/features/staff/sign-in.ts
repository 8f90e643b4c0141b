import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { verifyPassword } from './password.ts';
import { createStaffSession } from './staff-sessions.ts';

export type SignInError = 'invalid_credentials' | 'account_locked';

/**
 * Email and password → a new session. Failures count per account: the fifth within
 * 15 minutes locks it for 15 minutes, during which even the right password fails
 * (an attacker learns nothing by trying on). An unknown email costs the same time.
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<Result<{ token: string }, SignInError> & { readonly retryAfterMs?: number }> {
  const rules = STAFF_ACCOUNT_RULES;
  const at = now.toISOString();
  const user = await db
    .selectFrom('staff_users')
    .select(['id', 'password_hash', 'failed_sign_ins', 'first_failed_at', 'locked_until'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (user?.locked_until && user.locked_until > at) {
    return {
      ...fail('account_locked', 'Too many failed sign-ins. Try again later.'),
      retryAfterMs: Date.parse(user.locked_until) - now.getTime(),
    };
  }
  const matches = await verifyPassword(user?.password_hash ?? null, password);
  if (!user) return fail('invalid_credentials', 'Wrong email or password');
  if (!matches) {
    const windowOpen =
      user.first_failed_at !== null &&
      now.getTime() - Date.parse(user.first_failed_at) < rules.lockoutWindowMs;
    const failures = windowOpen ? Number(user.failed_sign_ins) + 1 : 1;
    const locks = failures >= rules.lockoutFailures;
    await db
      .updateTable('staff_users')
      .set({
        failed_sign_ins: locks ? 0 : failures,
        first_failed_at: locks ? null : windowOpen ? user.first_failed_at : at,
        locked_until: locks ? new Date(now.getTime() + rules.lockoutMs).toISOString() : null,
      })
      .where('id', '=', user.id)
      .execute();
    return fail('invalid_credentials', 'Wrong email or password');
  }
  await db
    .updateTable('staff_users')
    .set({ failed_sign_ins: 0, first_failed_at: null, locked_until: null, last_sign_in_at: at })
    .where('id', '=', user.id)
    .execute();
  return ok(await createStaffSession(db, user.id, now));
}
