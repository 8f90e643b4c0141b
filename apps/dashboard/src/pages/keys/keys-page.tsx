import '../../components/admin-pages.css';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/staff-client.ts';
import { DataTable } from '../../components/data-table.tsx';
import { OwnerOnlyNote } from '../../components/owner-only-note.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import { useMe } from '../../session/session.tsx';
import { SDK_KEYS_KEY } from '../settings/queries.ts';

const GRACE_DAYS = Math.round(STAFF_ACCOUNT_RULES.sdkKeyGraceMs / 86_400_000);

/**
 * The clinic's SDK keys: the current one and those rotated out, with when each stops.
 * Owners see the keys and rotate; other staff see their hints. The previous key keeps
 * working for the grace period.
 */
export default function KeysPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardKeys;
  const me = useMe();
  const canEdit = me.user.role === 'owner';
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: SDK_KEYS_KEY, queryFn: () => api.listSdkKeys() });
  const rotate = useMutation({
    mutationFn: () => api.rotateSdkKey(),
    onSuccess: (next) => queryClient.setQueryData(SDK_KEYS_KEY, next),
  });
  const rotatedOut = rotate.data?.keys.find((key) => key.expires_at !== null);

  return (
    <>
      <PageHeader title={texts.heading} />
      <p className="muted">{texts.intro}</p>
      {keys.isPending ? <Loading /> : null}
      {keys.isError ? <LoadError error={keys.error} onRetry={() => keys.refetch()} /> : null}
      {keys.data ? (
        <div className="card">
          <DataTable
            label={texts.heading}
            columns={[
              { label: texts.key },
              { label: texts.hint },
              { label: texts.created },
              { label: texts.stops },
            ]}
          >
            {keys.data.keys.map((key) => (
              <tr key={key.id} data-current={key.expires_at === null}>
                <th scope="row">
                  <span className="key-kind">
                    {key.expires_at === null ? texts.current : texts.previous}
                  </span>
                  <code className="key-value">
                    {key.sdk_key ?? (canEdit ? texts.hidden : texts.ownersOnlyKey)}
                  </code>
                </th>
                <td>
                  <code>{key.hint}</code>
                </td>
                <td>{formatDateTime(language, key.created_at)}</td>
                <td data-testid={key.expires_at ? 'key-stops' : undefined}>
                  {key.expires_at ? formatDateTime(language, key.expires_at) : texts.never}
                </td>
              </tr>
            ))}
          </DataTable>
          <p className="muted small">{fill(texts.grace, { days: GRACE_DAYS })}</p>
          {canEdit ? (
            <button
              type="button"
              className="button button-primary"
              disabled={rotate.isPending}
              onClick={() => {
                if (window.confirm(fill(texts.rotateConfirm, { days: GRACE_DAYS }))) {
                  rotate.mutate();
                }
              }}
            >
              {rotate.isPending ? texts.rotating : texts.rotate}
            </button>
          ) : (
            <OwnerOnlyNote text={texts.ownerOnly} />
          )}
          <p role="status" className="small">
            {rotatedOut?.expires_at
              ? fill(texts.rotated, { date: formatDateTime(language, rotatedOut.expires_at) })
              : ''}
          </p>
          {rotate.isError ? <LoadError error={rotate.error} /> : null}
          <p className="muted small">{texts.leaked}</p>
        </div>
      ) : null}
    </>
  );
}
