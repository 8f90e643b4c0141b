import type { LeadAssignee, StaffMember } from '@afterlook/api';

/**
 * Whom a lead can be given to: the clinic's active members (an invite not yet accepted
 * cannot be assigned), by email; the current assignee stays listed even when no longer
 * in the team list, so the select never shows someone else.
 */
export function assigneeChoices(
  staff: readonly StaffMember[],
  current: LeadAssignee | null,
): { id: string; email: string }[] {
  const active = staff
    .filter((member) => member.status === 'active')
    .map((member) => ({ id: member.id, email: member.email }));
  if (current && !active.some((member) => member.id === current.staff_id)) {
    active.push({ id: current.staff_id, email: current.email });
  }
  return active.sort((a, b) => a.email.localeCompare(b.email));
}
