import type { StaffMember } from '@afterlook/api';
import type { Db } from '../../ports/db-schema.ts';
import { toStaffRole } from './staff-role.ts';

/** A clinic's team, owners first, then by email. */
export async function listStaff(db: Db, clinicId: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'email', 'role', 'password_hash', 'created_at', 'last_sign_in_at'])
    .where('clinic_id', '=', clinicId)
    .orderBy('role')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: toStaffRole(row.role),
    status: row.password_hash === null ? 'invited' : 'active',
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  }));
}
