import { api } from '../../api/staff-client.ts';
import { SetPasswordForm } from '../../components/set-password-form.tsx';

/** /dashboard/accept-invite#token=…: a new member chooses a password and is signed in. */
export default function AcceptInvitePage() {
  return <SetPasswordForm purpose="invite" submit={(body) => api.acceptInvite(body)} />;
}
