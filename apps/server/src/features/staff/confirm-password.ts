import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { verifyPassword } from './password.ts';
import { recordSignInFailure, signInAttemptKeys, signInWait } from './sign-in-attempts.ts';

export type ConfirmPasswordError = 'wrong_password' | 'account_locked';

/**
 * Re-authentication before a sensitive step (showing the webhook signing secret): the
 * signed-in staff member types their password again. It is a sign-in attempt of their
 * email from this address (sign-in-attempts.ts): the same waits hold it back, and a wrong
 * password counts as a failed sign-in, so it is no way round the lockout.
 */
export async function confirmPassword(
  deps: { readonly db: Db; readonly cipher: Pick<FieldCipher, 'index'> },
  staff: { readonly staffId: string; readonly email: string },
  password: string,
  address: string,
  now: Date,
): Promise<Result<true, ConfirmPasswordError> & { readonly retryAfterMs?: number }> {
  const keys = signInAttemptKeys(deps.cipher, staff.email, address);
  const waitMs = await signInWait(deps.db, keys, now);
  if (waitMs > 0) {
    return {
      ...fail('account_locked', 'Too many failed sign-ins. Try again later.'),
      retryAfterMs: waitMs,
    };
  }
  const user = await deps.db
    .selectFrom('staff_users')
    .select('password_hash')
    .where('id', '=', staff.staffId)
    .executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash ?? null, password))) {
    await recordSignInFailure(deps.db, keys, now);
    return fail('wrong_password', 'That is not your password');
  }
  return ok(true);
}
