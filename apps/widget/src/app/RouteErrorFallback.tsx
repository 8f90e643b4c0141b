import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorCard } from '../ui/ErrorCard.tsx';
import { ChunkLoadError } from './chunk-load.ts';
import './route-error.css';

/**
 * The error screen of a flow (docs/product/errors.md 'Router fallback'): the heading 'Unexpected
 * Application Error!' and the error's message, or 'Loading chunk failed' with a reload
 * button when a flow's code did not load.
 */
export function RouteErrorFallback({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();

  if (error instanceof ChunkLoadError) {
    return (
      <ErrorCard
        message={t('errors.chunkLoadFailed')}
        action={<Button onClick={() => window.location.reload()}>{t('layout.retry')}</Button>}
      />
    );
  }

  const detail = error instanceof Error ? error.message : null;
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

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
}

/** Catches what a flow throws while loading or rendering and shows RouteErrorFallback. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) console.error(error);
  }

  override render() {
    return this.state.failed ? (
      <RouteErrorFallback error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
