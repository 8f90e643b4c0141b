import { STAFF_ROLES, type StaffRole } from '@afterlook/domain';

export function toStaffRole(value: string): StaffRole {
  const role = STAFF_ROLES.find((known) => known === value);
  if (!role) throw new Error(`stored staff member has an unknown role: ${value}`);
  return role;
}
