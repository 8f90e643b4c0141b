import { fail, ok, type Result } from '../../lib/result.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import type { LeadsQuery } from './filter-leads.ts';

/**
 * The list's assignee filter on a clinic's leads (already scoped to the clinic): 'me' is
 * the signed-in member's leads (an admin key or the CLI is no member: 400), 'none' nobody's, else
 * one member's by id (another clinic's id matches none of this clinic's leads).
 */
export function filterByAssignee(
  query: LeadsQuery,
  assignee: string | undefined,
  actor: ClinicActor | undefined,
): Result<LeadsQuery, 'assignee_not_a_member'> {
  if (assignee === undefined) return ok(query);
  if (assignee === 'none') return ok(query.where('leads.assigned_staff_id', 'is', null));
  if (assignee !== 'me') return ok(query.where('leads.assigned_staff_id', '=', assignee));
  if (actor?.kind !== 'staff') {
    return fail('assignee_not_a_member', "An admin key has no leads of its own: 'me' is a member");
  }
  return ok(query.where('leads.assigned_staff_id', '=', actor.id));
}
