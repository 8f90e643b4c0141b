import { emailKey, STAFF_ACCOUNT_RULES, type StaffRole } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicExists } from '../clinics/clinic-exists.ts';
import { issueStaffLink } from './staff-links.ts';

export type InviteError = 'clinic_not_found' | 'already_active';

/**
 * Invites someone to a clinic's team: a staff row without a password and a one-time
 * link (7 days). Inviting the same pending email again issues a fresh link (and may
 * change the role); someone already active on this team is refused. Whether the email
 * has an account with another clinic is never looked at, so the answer tells nothing
 * of other clinics: such an invite is made alike, and accepting it cannot move that
 * account here (set-password-with-link.ts).
 */
export async function inviteStaff(
  db: Db,
  clinicId: string,
  email: string,
  role: StaffRole,
  now: Date,
): Promise<Result<{ staffId: string; token: string; expires_at: string }, InviteError>> {
  const address = emailKey(email);
  return db.transaction().execute(async (trx) => {
    if (!(await clinicExists(trx, clinicId)))
      return fail('clinic_not_found', `No clinic with id ${clinicId}`);
    const existing = await trx
      .selectFrom('staff_users')
      .select(['id', 'password_hash'])
      .where('clinic_id', '=', clinicId)
      .where('email', '=', address)
      .executeTakeFirst();
    if (existing && existing.password_hash !== null) {
      return fail('already_active', 'That person is already on the team');
    }
    const staffId = existing?.id ?? newId();
    const at = now.toISOString();
    if (existing) {
      await trx
        .updateTable('staff_users')
        .set({ role, updated_at: at })
        .where('id', '=', staffId)
        .execute();
    } else {
      await trx
        .insertInto('staff_users')
        .values({
          id: staffId,
          clinic_id: clinicId,
          email: address,
          role,
          password_hash: null,
          last_sign_in_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const link = await issueStaffLink(trx, staffId, 'invite', now, STAFF_ACCOUNT_RULES.inviteTtlMs);
    return ok({ staffId, ...link });
  });
}
