import '../../components/admin-pages.css';
import { readApiError, type WebhookDelivery } from '@afterlook/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/staff-client.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { OwnerOnlyNote } from '../../components/owner-only-note.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import { useMe } from '../../session/session.tsx';
import { SETTINGS_KEY } from '../settings/queries.ts';
import { retryScheduleText } from './retry-schedule.ts';
import { SigningSecretSection } from './signing-secret-section.tsx';

const DELIVERIES_KEY = ['admin', 'webhook-deliveries'] as const;
/** While a delivery waits for its next try, the log refreshes this often. */
const PENDING_REFRESH_MS = 5000;

/**
 * Lead notifications: the webhook URL, a test delivery, the signing secret (owners, with
 * their password), and every delivery with each try's answer and the retry schedule the
 * server runs; a delivery can be sent again. Owners change; staff read.
 */
export default function WebhooksPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardWebhooks;
  const me = useMe();
  const canEdit = me.user.role === 'owner';
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.getSettings() });
  const deliveries = useQuery({
    queryKey: DELIVERIES_KEY,
    queryFn: () => api.listWebhookDeliveries(),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });

  return (
    <>
      <PageHeader title={texts.heading} />
      <p className="muted">{texts.intro}</p>
      {!canEdit ? <OwnerOnlyNote text={texts.ownerOnly} /> : null}
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? (
        <LoadError error={settings.error} onRetry={() => settings.refetch()} />
      ) : null}
      {settings.data ? <WebhookUrlForm url={settings.data.webhook_url} canEdit={canEdit} /> : null}
      <SigningSecretSection canEdit={canEdit} />
      <section className="card" aria-labelledby="deliveries-heading">
        <div className="section-head">
          <h2 id="deliveries-heading">{texts.deliveriesHeading}</h2>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => deliveries.refetch()}
            disabled={deliveries.isFetching}
          >
            {texts.refresh}
          </button>
        </div>
        {deliveries.data ? (
          <p className="muted small" data-testid="retry-schedule">
            {retryScheduleText(texts, deliveries.data.retry_schedule, language)}
          </p>
        ) : null}
        {deliveries.isPending ? <Loading /> : null}
        {deliveries.isError ? (
          <LoadError error={deliveries.error} onRetry={() => deliveries.refetch()} />
        ) : null}
        {deliveries.data ? (
          <DeliveriesTable deliveries={deliveries.data.deliveries} canEdit={canEdit} />
        ) : null}
      </section>
    </>
  );
}

function WebhookUrlForm({
  url,
  canEdit,
}: {
  readonly url: string | null;
  readonly canEdit: boolean;
}) {
  const { t } = useI18n();
  const texts = t.dashboardWebhooks;
  const queryClient = useQueryClient();
  const [value, setValue] = useState(url ?? '');
  useEffect(() => setValue(url ?? ''), [url]);
  const save = useMutation({
    mutationFn: () =>
      api.updateSettings({ webhook_url: value.trim() === '' ? null : value.trim() }),
    onSuccess: (next) => queryClient.setQueryData(SETTINGS_KEY, next),
  });
  const test = useMutation({
    mutationFn: () => api.sendWebhookTest(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
  const saveError = save.error ? readApiError(save.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section className="card">
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={texts.url}
          value={value}
          onChange={setValue}
          hint={texts.urlHint}
          error={saveError ? (saveError.fields.webhook_url ?? saveError.message) : undefined}
          disabled={!canEdit}
          type="url"
          inputMode="url"
          spellCheck={false}
        />
        {canEdit ? (
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.save}
            </button>
            <ActionButton
              label={texts.test}
              pendingLabel={texts.testing}
              pending={test.isPending}
              disabled={!url}
              onClick={() => test.mutate()}
            />
          </div>
        ) : null}
        <p role="status" className="small">
          {save.isSuccess ? texts.saved : test.isSuccess ? texts.testSent : ''}
          {canEdit && !url ? <span className="muted"> {texts.noUrl}</span> : null}
        </p>
        {test.isError ? <LoadError error={test.error} /> : null}
      </form>
    </section>
  );
}

function DeliveriesTable({
  deliveries,
  canEdit,
}: {
  readonly deliveries: readonly WebhookDelivery[];
  readonly canEdit: boolean;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardWebhooks;
  const queryClient = useQueryClient();
  const redeliver = useMutation({
    mutationFn: (id: string) => api.redeliverWebhook(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
  if (deliveries.length === 0) return <p className="muted">{texts.none}</p>;
  return (
    <>
      <p role="status" className="small">
        {redeliver.isSuccess ? texts.redelivered : ''}
      </p>
      {redeliver.isError ? <LoadError error={redeliver.error} /> : null}
      <DataTable
        label={texts.table}
        className="deliveries"
        columns={[
          { label: texts.event },
          { label: texts.status },
          { label: texts.created },
          { label: texts.attempts },
          { label: texts.lead },
          canEdit && { label: texts.redeliver, hidden: true },
        ]}
      >
        {deliveries.map((delivery) => (
          <tr key={delivery.id} data-testid="delivery">
            <th scope="row">
              <code>{delivery.event}</code>
              {delivery.redelivery_of ? (
                <span className="muted small">
                  {' '}
                  · {fill(texts.redeliveryOf, { id: delivery.redelivery_of.slice(0, 8) })}
                </span>
              ) : null}
            </th>
            <td>
              <span className="status-badge delivery-status" data-status={delivery.status}>
                {texts.statuses[delivery.status]}
              </span>
            </td>
            <td>{formatDateTime(language, delivery.created_at)}</td>
            <td>
              <ol className="attempts">
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.attempt}>
                    {fill(texts.attempt, { n: attempt.attempt })}:{' '}
                    <strong data-testid="attempt-status">
                      {attempt.status_code ?? texts.noResponse}
                    </strong>
                    {attempt.error ? <span className="muted"> · {attempt.error}</span> : null}
                    <span className="muted">
                      {' '}
                      · {fill(texts.duration, { ms: attempt.duration_ms })}
                    </span>
                  </li>
                ))}
              </ol>
            </td>
            <td>
              {delivery.patient_uuid ? (
                <Link to={`/leads/${delivery.patient_uuid}`}>
                  <code>{delivery.patient_uuid.slice(0, 8)}</code>
                </Link>
              ) : (
                '—'
              )}
            </td>
            {canEdit ? (
              <td>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={redeliver.isPending}
                  onClick={() => redeliver.mutate(delivery.id)}
                >
                  {texts.redeliver}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
    </>
  );
}
