import { STAFF_ROLES, type StaffRole } from '@afterlook/domain';

/** Whether a member may export and delete patients' data: every owner, staff when allowed. */
export const mayExportAndDelete = (member: {
  readonly role: string;
  readonly can_export_and_delete: number;
}): boolean => member.role === 'owner' || Number(member.can_export_and_delete) === 1;

export function toStaffRole(value: string): StaffRole {
  const role = STAFF_ROLES.find((known) => known === value);
  if (!role) throw new Error(`stored staff member has an unknown role: ${value}`);
  return role;
}
