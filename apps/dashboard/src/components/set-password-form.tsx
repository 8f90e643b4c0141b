import type { StaffMe } from '@afterlook/api';
import { type ApiErrorInfo, readApiError } from '@afterlook/api';
import {
  type DashboardMessages,
  PASSWORD_PROBLEMS,
  passwordProblemText,
  passwordShapeProblem,
  STAFF_ACCOUNT_RULES,
} from '@afterlook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { fill, useI18n } from '../i18n/i18n.tsx';
import { PublicLayout } from '../layout/app-layout.tsx';
import { HOME_PATH } from '../routes.ts';
import { useSignedIn } from '../session/session.tsx';
import { FormAlert } from './form-alert.tsx';
import { usePageTitle } from './page-title.tsx';

/** The link's one-time token, from `#token=…` (a fragment never reaches a server log). */
function readToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.length >= 20 ? token : null;
}

/** What the page says about the server's refusal (a link's or a password's). */
function refusalText(
  texts: DashboardMessages['dashboard']['setPassword'],
  error: ApiErrorInfo | null,
): string | null {
  if (error?.status !== 400) return null;
  const problem = PASSWORD_PROBLEMS.find((known) => error.error === `password_${known}`);
  if (problem) return passwordProblemText(texts, problem);
  if (error.error === 'invite_cancelled') return texts.linkCancelled;
  if (error.error === 'invite_unavailable') return texts.inviteUnavailable;
  return texts.linkFailed;
}

/**
 * The invite and reset pages: the link's token and a new password (twice), then the
 * member is signed in. The token leaves the address bar once read.
 */
export function SetPasswordForm({
  purpose,
  submit,
}: {
  purpose: 'invite' | 'reset';
  submit: (body: { token: string; password: string }) => Promise<StaffMe>;
}) {
  const { t } = useI18n();
  const texts = t.dashboard.setPassword;
  const heading = purpose === 'invite' ? texts.inviteHeading : texts.resetHeading;
  usePageTitle(heading);
  const [token] = useState(() => {
    const read = readToken();
    if (read) window.history.replaceState(window.history.state, '', window.location.pathname);
    return read;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const hintId = useId();
  const errorId = useId();
  const min = STAFF_ACCOUNT_RULES.passwordMinLength;

  const save = useMutation({
    mutationFn: submit,
    onSuccess: (me) => {
      signedIn(me);
      navigate(HOME_PATH, { replace: true });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    const shape = passwordShapeProblem(password);
    if (shape) return setProblem(passwordProblemText(texts, shape));
    if (password !== String(form.get('confirm'))) return setProblem(texts.mismatch);
    setProblem(null);
    if (token) save.mutate({ token, password });
  };

  const message =
    problem ??
    (save.error ? (refusalText(texts, readApiError(save.error)) ?? t.dashboard.loadFailed) : null);

  return (
    <PublicLayout>
      <h1>{heading}</h1>
      <p className="muted">{purpose === 'invite' ? texts.inviteIntro : texts.resetIntro}</p>
      {!token ? (
        <p className="notice notice-error" role="alert">
          {texts.noToken}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit}>
          <NewPasswordField
            name="password"
            label={texts.password}
            min={min}
            describedBy={message ? `${hintId} ${errorId}` : hintId}
          />
          <p id={hintId} className="muted small">
            {fill(texts.hint, { min })}
          </p>
          <NewPasswordField name="confirm" label={texts.confirm} min={min} />
          <FormAlert id={errorId} message={message} />
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? texts.submitting : texts.submit}
          </button>
        </form>
      )}
    </PublicLayout>
  );
}

/** A new password and its confirmation: typed hidden, at least `min` characters. */
function NewPasswordField({
  name,
  label,
  min,
  describedBy,
}: {
  readonly name: 'password' | 'confirm';
  readonly label: string;
  readonly min: number;
  readonly describedBy?: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={min}
        aria-describedby={describedBy}
      />
    </label>
  );
}
