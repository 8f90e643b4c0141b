import type { StaffMember, StaffUpdateBody } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { countActiveOwners } from './active-owners.ts';
import { STAFF_MEMBER_COLUMNS, toStaffMember } from './list-staff.ts';
import type { StaffChangeError } from './staff-error-kinds.ts';

export interface StaffUpdate {
  readonly before: StaffMember;
  readonly after: StaffMember;
  /** Whether the stored permission changed (an owner's counts once they are staff). */
  readonly permissionChanged: boolean;
}

/**
 * An owner's change to a team member of the clinic: their role, and whether a staff
 * member may export and delete patients' data. A change takes effect on the member's
 * next call (each call reads it). The last active owner cannot become staff, so a
 * clinic always keeps someone who can change it; another clinic's id is not found.
 */
export async function updateStaff(
  db: Db,
  clinicId: string,
  staffId: string,
  change: StaffUpdateBody,
  now: Date,
): Promise<Result<StaffUpdate, StaffChangeError>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff_users')
      .select(STAFF_MEMBER_COLUMNS)
      .where('id', '=', staffId)
      .where('clinic_id', '=', clinicId)
      .executeTakeFirst();
    if (!row) return fail('staff_not_found', 'No such team member');
    const role = change.role ?? row.role;
    const permission =
      change.can_export_and_delete === undefined
        ? Number(row.can_export_and_delete)
        : Number(change.can_export_and_delete);
    if (row.role === 'owner' && role !== 'owner' && row.password_hash !== null) {
      if ((await countActiveOwners(trx, clinicId)) <= 1) {
        return fail(
          'last_owner',
          'The last owner cannot become staff; make someone else owner first',
        );
      }
    }
    await trx
      .updateTable('staff_users')
      .set({ role, can_export_and_delete: permission, updated_at: now.toISOString() })
      .where('id', '=', staffId)
      .execute();
    return ok({
      before: toStaffMember(row),
      after: toStaffMember({ ...row, role, can_export_and_delete: permission }),
      permissionChanged: permission !== Number(row.can_export_and_delete),
    });
  });
}
