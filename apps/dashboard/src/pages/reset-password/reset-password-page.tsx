import { api } from '../../api/staff-client.ts';
import { SetPasswordForm } from '../../components/set-password-form.tsx';

/** /dashboard/reset-password#token=…: a new password; the member's other sessions end. */
export default function ResetPasswordPage() {
  return <SetPasswordForm purpose="reset" submit={(body) => api.resetPassword(body)} />;
}
