import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorCard } from '../ui/ErrorCard.tsx';
import { ChunkLoadError } from './chunk-load.ts';
import './route-error.css';

/**
 * The router's error screen (SPEC.md §8 'Router fallback'): the heading 'Unexpected
 * Application Error!' and the router's status line (404 'No route matches URL', 405,
 * 400), or 'Loading chunk failed' with a reload button when a flow's code did not load.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (error instanceof ChunkLoadError) {
    return (
      <ErrorCard
        message={t('errors.chunkLoadFailed')}
        action={<Button onClick={() => window.location.reload()}>{t('layout.retry')}</Button>}
      />
    );
  }

  if (!isRouteErrorResponse(error)) console.error(error);
  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? `404 ${t('layout.noRouteMatches')}`
      : `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <ErrorCard
      message={
        <span className="al-route-error">
          <span className="al-route-error__heading">{t('layout.unexpectedApplicationError')}</span>
          {detail ? <span className="al-route-error__detail">{detail}</span> : null}
        </span>
      }
    />
  );
}
