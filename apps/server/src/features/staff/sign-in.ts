import { emailKey } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { verifyPassword } from './password.ts';
import { recordSignInFailure, type SignInAttemptKeys, signInWait } from './sign-in-attempts.ts';
import { createStaffSession } from './staff-sessions.ts';

export type SignInError = 'invalid_credentials' | 'account_locked';

/**
 * Email and password → a new session. Every email takes the same steps, an account or
 * not: the wait of sign-in-attempts.ts (then even the right password fails, so trying
 * on teaches nothing), one argon2 verification (a dummy hash when there is no active
 * account) and one failure counted. The caller records a success (its address).
 */
export async function signIn(
  db: Db,
  keys: SignInAttemptKeys,
  email: string,
  password: string,
  now: Date,
): Promise<Result<{ token: string }, SignInError> & { readonly retryAfterMs?: number }> {
  const user = await db
    .selectFrom('staff_users')
    .select(['id', 'password_hash'])
    .where('email', '=', emailKey(email))
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  const waitMs = await signInWait(db, keys, now);
  if (waitMs > 0) {
    return {
      ...fail('account_locked', 'Too many failed sign-ins. Try again later.'),
      retryAfterMs: waitMs,
    };
  }
  const matches = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !matches) {
    await recordSignInFailure(db, keys, now);
    return fail('invalid_credentials', 'Wrong email or password');
  }
  await db
    .updateTable('staff_users')
    .set({ last_sign_in_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  return ok(await createStaffSession(db, user.id, now));
}
