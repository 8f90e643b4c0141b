import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { countActiveOwners } from './active-owners.ts';
import { withdrawInvite } from './cancel-invite.ts';
import type { StaffChangeError } from './staff-error-kinds.ts';

/**
 * Removes a team member of the clinic (their sessions and links go with them). Another
 * clinic's member answers not found; the last active owner cannot be removed, so a
 * clinic is never left without someone who can change its settings. A member who never
 * accepted their invite is an invite cancelled (cancel-invite.ts): their link says so.
 */
export async function removeStaff(
  db: Db,
  clinicId: string,
  staffId: string,
  now: Date,
): Promise<Result<{ id: string; email: string }, StaffChangeError>> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('staff_users')
      .select(['id', 'email', 'role', 'password_hash'])
      .where('id', '=', staffId)
      .where('clinic_id', '=', clinicId)
      .executeTakeFirst();
    if (!member) return fail('staff_not_found', 'No such team member');
    if (member.password_hash === null) {
      await withdrawInvite(trx, staffId, now);
      return ok({ id: staffId, email: member.email });
    }
    if (member.role === 'owner') {
      if ((await countActiveOwners(trx, clinicId)) <= 1) {
        return fail(
          'last_owner',
          'The last owner cannot be removed; make someone else owner first',
        );
      }
    }
    await trx.deleteFrom('staff_users').where('id', '=', staffId).execute();
    return ok({ id: staffId, email: member.email });
  });
}
