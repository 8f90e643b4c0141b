import { readApiError } from '@afterlook/api';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/staff-client.ts';
import { EMAIL_INPUT } from '../../components/email-input.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/status.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { PublicLayout } from '../../layout/app-layout.tsx';
import { NEXT_PARAM, safeNext } from '../../session/guards.tsx';
import { useSession, useSignedIn } from '../../session/session.tsx';

/** Email and password; back to the page that sent the member here. */
export default function SignInPage() {
  const { t } = useI18n();
  const texts = t.dashboard.signIn;
  usePageTitle(texts.heading);
  const session = useSession();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get(NEXT_PARAM));
  const errorId = useId();

  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => api.signIn(body),
    onSuccess: (me) => {
      signedIn(me);
      navigate(next, { replace: true });
    },
  });

  if (session.isPending) return <Loading />;
  if (session.data) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ email: String(form.get('email')), password: String(form.get('password')) });
  };

  const error = signIn.error ? readApiError(signIn.error) : null;
  const message = !signIn.error
    ? null
    : error?.status === 429
      ? fill(texts.locked, { minutes: STAFF_ACCOUNT_RULES.lockoutWindowMs / 60_000 })
      : error?.status === 401 || error?.status === 400
        ? texts.failed
        : t.dashboard.loadFailed;

  return (
    <PublicLayout>
      <h1>{texts.heading}</h1>
      <p className="muted">{texts.intro}</p>
      <form className="form" onSubmit={onSubmit} noValidate={false}>
        <label className="field">
          <span>{texts.email}</span>
          <input
            name="email"
            {...EMAIL_INPUT}
            autoComplete="username"
            required
            aria-describedby={message ? errorId : undefined}
          />
        </label>
        <label className="field">
          <span>{texts.password}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <FormAlert id={errorId} message={message} />
        <button type="submit" className="button button-primary" disabled={signIn.isPending}>
          {signIn.isPending ? texts.submitting : texts.submit}
        </button>
      </form>
      <p className="muted small">{texts.noAccount}</p>
    </PublicLayout>
  );
}
