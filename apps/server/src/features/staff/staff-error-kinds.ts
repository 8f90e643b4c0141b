import type { ErrorKinds } from '../../lib/error-kind.ts';
import type { InviteError } from './invite-staff.ts';

/** A change to a team member (remove, role or permission): no such member, or it would leave no owner. */
export type StaffChangeError = 'staff_not_found' | 'last_owner';

/** The kind of each refusal of a change to a team member: the last owner stays (a conflict). */
export const STAFF_CHANGE_ERROR_KINDS: ErrorKinds<StaffChangeError> = {
  staff_not_found: 'not_found',
  last_owner: 'conflict',
};

/**
 * The kind of each refusal of an invite: someone already on the team is a conflict; so
 * is a clinic gone under its caller (its team can take no one).
 */
export const INVITE_ERROR_KINDS: ErrorKinds<InviteError> = {
  already_active: 'conflict',
  clinic_not_found: 'conflict',
};
