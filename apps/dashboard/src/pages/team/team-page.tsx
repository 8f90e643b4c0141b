import '../../components/admin-pages.css';
import { readApiError, type StaffLink } from '@afterlook/api';
import { STAFF_ROLES, type StaffRole } from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { EMAIL_INPUT } from '../../components/email-input.ts';
import { OwnerOnlyNote } from '../../components/owner-only-note.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import { useMe } from '../../session/session.tsx';
import { MemberPermission, MemberRole, useMemberAccess } from './member-access.tsx';
import { type MemberAction, memberAction } from './member-action.ts';

const STAFF_KEY = ['admin', 'staff'] as const;

/**
 * The clinic's team: who can sign in; owners invite (a one-time link), cancel invites,
 * remove, change roles and allow staff to export and delete patients' data.
 */
export default function TeamPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardTeam;
  const me = useMe();
  const canEdit = me.user.role === 'owner';
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: () => api.listStaff() });
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ action, id }: { action: MemberAction; id: string; email: string }) =>
      action === 'cancel_invite' ? api.cancelInvite(id) : api.removeStaff(id),
    onSuccess: (_, { action, email }) => {
      setDone(fill(action === 'cancel_invite' ? texts.cancelled : texts.removed, { email }));
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
  const access = useMemberAccess(STAFF_KEY, setDone);
  const BUTTON: Record<MemberAction, { label: string; confirm: string }> = {
    cancel_invite: { label: texts.cancelInvite, confirm: texts.cancelConfirm },
    remove: { label: texts.remove, confirm: texts.removeConfirm },
  };

  return (
    <>
      <PageHeader title={texts.heading} />
      <p className="muted">{texts.intro}</p>
      {!canEdit ? <OwnerOnlyNote text={texts.ownerOnly} /> : null}
      {canEdit ? (
        <InviteForm onInvited={() => queryClient.invalidateQueries({ queryKey: STAFF_KEY })} />
      ) : null}
      <div className="card">
        {staff.isPending ? <Loading /> : null}
        {staff.isError ? <LoadError error={staff.error} onRetry={() => staff.refetch()} /> : null}
        <p role="status" className="small">
          {done ?? ''}
        </p>
        {change.isError ? <LoadError error={change.error} /> : null}
        {access.error ? (
          <p className="notice notice-error" role="alert">
            {access.error}
          </p>
        ) : null}
        {staff.data?.staff.length === 0 ? <p className="muted">{texts.none}</p> : null}
        {staff.data && staff.data.staff.length > 0 ? (
          <DataTable
            label={texts.heading}
            columns={[
              { label: texts.email },
              { label: texts.role },
              { label: texts.exportAndDelete },
              { label: texts.status },
              { label: texts.lastSignIn },
              canEdit && { label: fill(texts.remove, { email: '' }), hidden: true },
            ]}
          >
            {staff.data.staff.map((member) => {
              const self = member.id === me.user.id;
              const action = memberAction(member, { id: me.user.id, isOwner: canEdit });
              const button = action ? BUTTON[action] : null;
              return (
                <tr key={member.id}>
                  <th scope="row">
                    {member.email} {self ? <span className="muted">{texts.you}</span> : null}
                  </th>
                  <td>
                    <MemberRole member={member} editable={canEdit && !self} access={access} />
                  </td>
                  <td>
                    <MemberPermission member={member} editable={canEdit} access={access} />
                  </td>
                  <td>{texts.statuses[member.status]}</td>
                  <td>
                    {member.last_sign_in_at
                      ? formatDateTime(language, member.last_sign_in_at)
                      : texts.neverSignedIn}
                  </td>
                  {canEdit ? (
                    <td>
                      {action && button ? (
                        <button
                          type="button"
                          className="button button-quiet"
                          disabled={change.isPending}
                          onClick={() => {
                            const { email } = member;
                            if (window.confirm(fill(button.confirm, { email }))) {
                              change.mutate({ action, id: member.id, email });
                            }
                          }}
                        >
                          {fill(button.label, { email: member.email })}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </DataTable>
        ) : null}
      </div>
    </>
  );
}

function InviteForm({ onInvited }: { readonly onInvited: () => void }) {
  const { t, language } = useI18n();
  const texts = t.dashboardTeam;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [invited, setInvited] = useState<{ email: string; link: StaffLink } | null>(null);
  const invite = useMutation({
    mutationFn: () => api.inviteStaff({ email, role }),
    onSuccess: (link) => {
      setInvited({ email, link });
      setEmail('');
      onInvited();
    },
  });
  const error = invite.error ? readApiError(invite.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvited(null);
    invite.mutate();
  };
  return (
    <section className="card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{texts.inviteHeading}</h2>
      <form className="invite-form" onSubmit={onSubmit}>
        <TextField
          label={texts.email}
          value={email}
          onChange={setEmail}
          {...EMAIL_INPUT}
          autoComplete="off"
          required
          error={error ? (error.status === 409 ? texts.conflict : error.message) : undefined}
        />
        <label className="field">
          <span>{texts.role}</span>
          <select value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {t.dashboard.roles[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary" disabled={invite.isPending}>
          {invite.isPending ? texts.inviting : texts.invite}
        </button>
      </form>
      <div role="status">
        {invited ? (
          <div className="notice notice-ok invite-link">
            <p>
              {fill(texts.inviteLink, {
                email: invited.email,
                date: formatDateTime(language, invited.link.expires_at),
              })}
            </p>
            <p>
              <code data-testid="invite-link">{invited.link.url}</code>
            </p>
            <CopyButton text={invited.link.url} label={texts.copy} copied={texts.copied} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
