import { readApiError } from '@afterlook/api';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * The webhook signing secret: an owner types their password to show it, or to replace
 * it. The secret lives in this component only (never in the query cache), until hidden
 * or the page is left; showing it again asks for the password again.
 */
export function SigningSecretSection({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useI18n();
  const texts = t.dashboardWebhooks;
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState<{ secret: string; rotated: boolean } | null>(null);
  const ask = useMutation({
    mutationFn: (action: 'reveal' | 'rotate') =>
      action === 'reveal' ? api.revealWebhookSecret(password) : api.rotateWebhookSecret(password),
    onSuccess: ({ secret }, action) => {
      setPassword('');
      setShown({ secret, rotated: action === 'rotate' });
    },
  });
  const refused = ask.error ? readApiError(ask.error) : null;
  const refusal = refused
    ? refused.error === 'wrong_password'
      ? texts.wrongPassword
      : refused.error === 'account_locked'
        ? texts.locked
        : refused.message
    : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask.mutate('reveal');
  };
  const onRotate = () => {
    if (window.confirm(texts.rotateConfirm)) ask.mutate('rotate');
  };

  return (
    <section className="card" aria-labelledby="secret-heading">
      <h2 id="secret-heading">{texts.secretHeading}</h2>
      <p className="muted">{texts.secret}</p>
      {!canEdit ? <p className="muted small">{texts.secretOwnersOnly}</p> : null}
      {canEdit && shown ? (
        <div className="notice notice-ok" role="status">
          <p>{shown.rotated ? texts.secretRotated : texts.secretShown}</p>
          <p>
            <span className="visually-hidden">{texts.secretLabel}: </span>
            <code data-testid="webhook-secret">{shown.secret}</code>
          </p>
          <div className="button-row">
            <CopyButton text={shown.secret} label={texts.copy} copied={texts.copied} />
            <button type="button" className="button button-quiet" onClick={() => setShown(null)}>
              {texts.hide}
            </button>
          </div>
        </div>
      ) : null}
      {canEdit && !shown ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label={texts.password}
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="current-password"
            required
            error={refusal}
          />
          <div className="button-row">
            <button
              type="submit"
              className="button button-primary"
              disabled={ask.isPending || password === ''}
            >
              {ask.isPending && ask.variables === 'reveal' ? texts.revealing : texts.reveal}
            </button>
            <button
              type="button"
              className="button"
              disabled={ask.isPending || password === ''}
              onClick={onRotate}
            >
              {ask.isPending && ask.variables === 'rotate' ? texts.rotating : texts.rotate}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
