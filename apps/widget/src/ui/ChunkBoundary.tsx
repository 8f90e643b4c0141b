import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './Button.tsx';
import { AlertIcon } from './icons.tsx';
import './chunk-boundary.css';

interface ChunkBoundaryState {
  readonly failed: boolean;
}

/**
 * Around a lazily loaded part of a screen (the result, the lead form): when its code
 * cannot be loaded (offline, a new deploy, the 120 s timeout of loadChunk) it says
 * 'Loading chunk failed' with a reload button instead of taking the flow down.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('AfterLook: a part of the widget failed to load', error);
  }

  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <div className="al-chunk-failed" role="alert">
      <AlertIcon width={22} height={22} />
      <p>{t('errors.chunkLoadFailed')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('layout.retry')}
      </Button>
    </div>
  );
}
