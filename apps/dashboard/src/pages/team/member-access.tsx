import { readApiError, type StaffMember, type StaffUpdateBody } from '@afterlook/api';
import { STAFF_ROLES, type StaffRole } from '@afterlook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/staff-client.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';

/**
 * An owner's change to a member's role or to their permission to export and delete
 * patients' data: says what changed (`onDone`), and why not when the server refused.
 */
export function useMemberAccess(queryKey: readonly unknown[], onDone: (said: string) => void) {
  const { t } = useI18n();
  const texts = t.dashboardTeam;
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: ({ member, change }: { member: StaffMember; change: StaffUpdateBody }) =>
      api.updateStaff(member.id, change),
    onSuccess: (after, { change }) => {
      const { email } = after;
      onDone(
        change.role !== undefined
          ? fill(texts.roleChanged, { email, role: t.dashboard.roles[after.role] })
          : fill(after.can_export_and_delete ? texts.allowed : texts.notAllowed, { email }),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const refusal = update.error ? readApiError(update.error) : null;
  return {
    change: (member: StaffMember, change: StaffUpdateBody) => update.mutate({ member, change }),
    pending: update.isPending,
    error: refusal?.error === 'last_owner' ? texts.lastOwner : (refusal?.message ?? null),
  };
}

type Access = ReturnType<typeof useMemberAccess>;

/** What a member's role and permission cells are drawn from. */
interface MemberControlProps {
  readonly member: StaffMember;
  /** Whether the signed-in owner may change this member (not themselves). */
  readonly editable: boolean;
  readonly access: Access;
}

/** A member's role: a choice for owners (not of themselves), else its name. */
export function MemberRole({ member, editable, access }: MemberControlProps) {
  const { t } = useI18n();
  if (!editable) return <>{t.dashboard.roles[member.role]}</>;
  return (
    <select
      aria-label={fill(t.dashboardTeam.roleOf, { email: member.email })}
      value={member.role}
      disabled={access.pending}
      onChange={(event) => {
        const role = STAFF_ROLES.find((value) => value === event.target.value);
        if (role) access.change(member, { role: role satisfies StaffRole });
      }}
    >
      {STAFF_ROLES.map((value) => (
        <option key={value} value={value}>
          {t.dashboard.roles[value]}
        </option>
      ))}
    </select>
  );
}

/** Whether a member may export and delete: always for owners; a switch owners set for staff. */
export function MemberPermission({ member, editable, access }: MemberControlProps) {
  const { t } = useI18n();
  const texts = t.dashboardTeam;
  if (member.role === 'owner') return <>{texts.ownersAlways}</>;
  if (!editable) return <>{member.can_export_and_delete ? texts.yes : texts.no}</>;
  return (
    <input
      type="checkbox"
      aria-label={fill(texts.mayExportAndDelete, { email: member.email })}
      checked={member.can_export_and_delete}
      disabled={access.pending}
      onChange={(event) => access.change(member, { can_export_and_delete: event.target.checked })}
    />
  );
}
