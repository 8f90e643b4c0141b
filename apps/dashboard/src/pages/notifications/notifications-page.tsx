import '../../components/admin-pages.css';
import './notifications.css';
import type { NotificationSettingsUpdate } from '@afterlook/api';
import { LANGUAGES, LEAD_ALERT_MODES, STAFF_ALERT_RULES } from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { useMe } from '../../session/session.tsx';
import { NOTIFICATIONS_KEY } from './notifications-key.ts';

/** The zones this browser knows, its own first. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const known = Intl.supportedValuesOf('timeZone');
    return [...new Set([current, own, 'UTC', ...known])];
  }, [current]);
}

/**
 * The signed-in member's own email alerts: new leads at once, in a daily digest or not
 * at all, in their language and time zone. Says plainly when this server sends no email.
 */
export default function NotificationsPage() {
  const { t } = useI18n();
  const texts = t.dashboardNotifications;
  const settings = useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => api.getNotifications() });
  return (
    <>
      <PageHeader title={texts.heading} />
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <NotificationsForm saved={settings.data} mailEnabled={settings.data.mail_enabled} />
      )}
    </>
  );
}

function NotificationsForm({
  saved,
  mailEnabled,
}: {
  saved: NotificationSettingsUpdate;
  mailEnabled: boolean;
}) {
  const { t, language: dashboardLanguage } = useI18n();
  const texts = t.dashboardNotifications;
  const me = useMe();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<NotificationSettingsUpdate>({
    lead_alerts: saved.lead_alerts,
    // A member who never chose: the dashboard's language and this browser's zone.
    language: saved.lead_alerts === 'off' ? dashboardLanguage : saved.language,
    time_zone:
      saved.lead_alerts === 'off' && saved.time_zone === 'UTC'
        ? Intl.DateTimeFormat().resolvedOptions().timeZone
        : saved.time_zone,
  });
  const zones = useTimeZones(draft.time_zone);
  const save = useMutation({
    mutationFn: (body: NotificationSettingsUpdate) => api.updateNotifications(body),
    onSuccess: (answer) => queryClient.setQueryData(NOTIFICATIONS_KEY, answer),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const change = (patch: Partial<NotificationSettingsUpdate>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };

  return (
    <form className="card form notifications-form" onSubmit={submit}>
      <p>{fill(texts.intro, { email: me.user.email })}</p>
      <p className={mailEnabled ? 'notice notice-ok' : 'notice notice-error'} role="note">
        {mailEnabled ? texts.mailOn : texts.mailOff}
      </p>
      <fieldset className="alert-modes">
        <legend>{texts.leadAlerts}</legend>
        {LEAD_ALERT_MODES.map((mode) => (
          <label key={mode} className="checkbox">
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={draft.lead_alerts === mode}
              onChange={() => change({ lead_alerts: mode })}
            />
            {fill(texts.modes[mode], { hour: STAFF_ALERT_RULES.digestHour })}
          </label>
        ))}
      </fieldset>
      <p className="muted small">{texts.whatIsSent}</p>
      <p className="muted small">{texts.followUpsNote}</p>
      {me.user.role === 'owner' ? <p className="muted small">{texts.ownerNote}</p> : null}
      <div className="field">
        <label htmlFor={`${id}-language`}>{texts.language}</label>
        <select
          id={`${id}-language`}
          className="input"
          value={draft.language}
          onChange={(event) =>
            change({ language: event.target.value as NotificationSettingsUpdate['language'] })
          }
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t.dashboard.languageNames[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-zone`}>{texts.timeZone}</label>
        <select
          id={`${id}-zone`}
          className="input"
          value={draft.time_zone}
          onChange={(event) => change({ time_zone: event.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </button>
      </div>
      <p role="status" className="small">
        {save.isSuccess ? texts.saved : ''}
      </p>
      {save.isError ? <LoadError error={save.error} /> : null}
    </form>
  );
}
