import { DASHBOARD_MESSAGES, type PasswordProblem, passwordProblemText } from '@afterlook/domain';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { isCancelledInvite } from './cancel-invite.ts';
import { newPasswordProblem } from './new-password-problem.ts';
import { hashPassword } from './password.ts';
import { consumeStaffLink, type StaffLinkPurpose } from './staff-links.ts';
import { createStaffSession } from './staff-sessions.ts';

export type SetPasswordError =
  | 'invalid_link'
  | 'invite_cancelled'
  | 'invite_unavailable'
  | `password_${PasswordProblem}`;

const TEXTS = DASHBOARD_MESSAGES.en.dashboard.setPassword;

// Said when an invite's email already has an active account (with another clinic):
// nothing names that clinic, and the account stays where it is.
const inviteUnavailable = () => fail('invite_unavailable', TEXTS.inviteUnavailable);

/**
 * Accepts an invite or a reset link: checks the new password by the account rules, sets
 * it, ends every other session of the account (a reset is often about a stolen one) and
 * signs in. An invite whose email is already active elsewhere moves nothing.
 */
export async function setPasswordWithLink(
  db: Db,
  purpose: StaffLinkPurpose,
  token: string,
  password: string,
  now: Date,
): Promise<Result<{ token: string }, SetPasswordError>> {
  const problem = newPasswordProblem(password);
  if (problem) return fail(`password_${problem}`, passwordProblemText(TEXTS, problem));
  const passwordHash = await hashPassword(password);
  const set = () =>
    db.transaction().execute(async (trx): Promise<Result<{ token: string }, SetPasswordError>> => {
      const staffId = await consumeStaffLink(trx, token, purpose, now);
      if (staffId === null) {
        if (purpose === 'invite' && (await isCancelledInvite(trx, token, now))) {
          return fail('invite_cancelled', TEXTS.linkCancelled);
        }
        return fail(
          'invalid_link',
          'This link is unknown, already used or expired. Ask for a new one.',
        );
      }
      if (purpose === 'invite' && (await activeElsewhere(trx, staffId))) return inviteUnavailable();
      await trx
        .updateTable('staff_users')
        .set({
          password_hash: passwordHash,
          last_sign_in_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', staffId)
        .execute();
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
      return ok(await createStaffSession(trx, staffId, now));
    });
  // Two clinics' invites of one email accepted at the same moment: the second meets the
  // index of active emails, and nothing of it is kept.
  return set().catch((error: unknown) => {
    if (isUniqueViolation(error)) return inviteUnavailable();
    throw error;
  });
}

/** Whether the invited email already has an active account (so, with another clinic). */
async function activeElsewhere(db: Parameters<typeof consumeStaffLink>[0], staffId: string) {
  const other = await db
    .selectFrom('staff_users as invited')
    .innerJoin('staff_users as active', 'active.email', 'invited.email')
    .select('active.id')
    .where('invited.id', '=', staffId)
    .where('active.id', '!=', staffId)
    .where('active.password_hash', 'is not', null)
    .executeTakeFirst();
  return other !== undefined;
}
