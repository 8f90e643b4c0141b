import { readApiError } from '@afterlook/api';
import { useI18n } from '../i18n/i18n.tsx';

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <p className="loading" role="status">
      {label ?? t.dashboard.loading}
    </p>
  );
}

/** A failed load, with the server's own words when it gave some, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useI18n();
  const info = readApiError(error);
  return (
    <div className="notice notice-error" role="alert">
      <p>{info && info.status < 500 ? info.message : t.dashboard.loadFailed}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t.dashboard.retry}
        </button>
      ) : null}
    </div>
  );
}
