import type { StaffMember } from '@afterlook/api';

/** What an owner's button on a team row does: cancel an invite, or remove a member. */
export type MemberAction = 'cancel_invite' | 'remove';

/**
 * The button a row gets, if any: only owners change the team; an invite nobody accepted
 * yet is cancelled (an owner invite too, even by the only owner); nobody removes
 * themselves here.
 */
export function memberAction(
  member: Pick<StaffMember, 'id' | 'status'>,
  me: { readonly id: string; readonly isOwner: boolean },
): MemberAction | null {
  if (!me.isOwner || member.id === me.id) return null;
  return member.status === 'invited' ? 'cancel_invite' : 'remove';
}
