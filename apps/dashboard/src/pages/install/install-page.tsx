import '../../components/admin-pages.css';
import { installSnippet } from '@afterlook/embed/snippet';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/staff-client.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { WidgetPreview } from '../../components/widget-preview.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import { useMe } from '../../session/session.tsx';
import { SDK_KEYS_KEY, SETTINGS_KEY } from '../settings/queries.ts';

/**
 * The install page: the clinic's snippet with its key and a copy button, the guide,
 * when a rotated key stops, and the widget itself to try. Only owners are sent the key
 * (and so the snippet and the live widget); other staff are told to ask one.
 */
export default function InstallPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardInstall;
  const isOwner = useMe().user.role === 'owner';
  const keys = useQuery({ queryKey: SDK_KEYS_KEY, queryFn: () => api.listSdkKeys() });
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.getSettings() });
  const current = keys.data?.keys.find((key) => key.expires_at === null) ?? keys.data?.keys[0];
  const previous = keys.data?.keys.filter((key) => key.expires_at !== null) ?? [];
  const snippet = current?.sdk_key ? installSnippet(window.location.origin, current.sdk_key) : null;
  const origins = settings.data?.allowed_origins ?? [];

  return (
    <>
      <PageHeader title={texts.heading} />
      {keys.isPending ? <Loading /> : null}
      {keys.isError ? <LoadError error={keys.error} onRetry={() => keys.refetch()} /> : null}
      {keys.data ? (
        <section className="card" aria-labelledby="snippet-heading">
          <h2 id="snippet-heading">{texts.snippetLabel}</h2>
          <p className="muted">{texts.intro}</p>
          {snippet ? (
            <>
              <pre className="snippet" data-testid="snippet">
                <code>{snippet}</code>
              </pre>
              <CopyButton
                text={snippet}
                label={texts.copy}
                copied={texts.copied}
                failed={texts.copyFailed}
                className="button button-primary"
              />
            </>
          ) : (
            <p className="notice">{isOwner ? texts.noKey : texts.ownersOnly}</p>
          )}
          {previous.map((key) =>
            key.expires_at ? (
              <p key={key.id} className="notice" role="note">
                {fill(texts.graceNotice, { date: formatDateTime(language, key.expires_at) })}
              </p>
            ) : null,
          )}
          <p>
            {texts.guide}{' '}
            <a href="/docs/embed" target="_blank" rel="noopener">
              {texts.guideLink}
            </a>
          </p>
          {settings.data ? (
            <p className="muted small">
              {origins.length > 0
                ? fill(texts.originsNote, { origins: origins.join(', ') })
                : texts.originsNone}
            </p>
          ) : null}
        </section>
      ) : null}
      {current?.sdk_key ? (
        <section className="card" aria-labelledby="test-heading">
          <h2 id="test-heading">{texts.testHeading}</h2>
          <p className="muted">{texts.testIntro}</p>
          <WidgetPreview sdkKey={current.sdk_key} language={language} title={texts.testLabel} />
        </section>
      ) : null}
    </>
  );
}
