import type { StaffMember } from '@afterlook/api';
import { displayEmail } from '../../lib/display-email.ts';
import type { Db } from '../../ports/db-schema.ts';
import { mayExportAndDelete, toStaffRole } from './staff-role.ts';

/** The staff_users columns a StaffMember is made of (toStaffMember). */
export const STAFF_MEMBER_COLUMNS = [
  'id',
  'email',
  'role',
  'can_export_and_delete',
  'password_hash',
  'created_at',
  'last_sign_in_at',
] as const;

/** A clinic's team, owners first, then by email. */
export async function listStaff(db: Db, clinicId: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select(STAFF_MEMBER_COLUMNS)
    .where('clinic_id', '=', clinicId)
    .orderBy('role')
    .orderBy('email')
    .execute();
  return rows.map(toStaffMember);
}

/** A staff row as the team page shows it. */
export function toStaffMember(row: {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  readonly can_export_and_delete: number;
  readonly password_hash: string | null;
  readonly created_at: string;
  readonly last_sign_in_at: string | null;
}): StaffMember {
  return {
    id: row.id,
    email: displayEmail(row.email),
    role: toStaffRole(row.role),
    status: row.password_hash === null ? 'invited' : 'active',
    can_export_and_delete: mayExportAndDelete(row),
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  };
}
