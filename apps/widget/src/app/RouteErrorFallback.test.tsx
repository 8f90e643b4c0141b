import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { ChunkLoadError, loadChunk } from './chunk-load.ts';
import { RouteErrorBoundary } from './RouteErrorFallback.tsx';

const t = translator('en');

/** A flow whose code fails to load with `error`, as routes.tsx loads one. */
function renderFailingRoute(error: unknown) {
  const Flow = lazy(() => Promise.reject(error));
  render(
    <RouteErrorBoundary>
      <Suspense fallback={<p>loading</p>}>
        <Flow />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

function BrokenFlow(): never {
  throw new Error('Render broke');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('router fallback (docs/product/errors.md)', () => {
  it("shows 'Unexpected Application Error!' and the error's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('Something broke'));
    expect(await screen.findByText(t('layout.unexpectedApplicationError'))).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });

  it("shows 'Loading chunk failed' with a retry when a flow's code does not load", async () => {
    renderFailingRoute(new ChunkLoadError('Loading chunk failed'));
    expect(await screen.findByText(t('errors.chunkLoadFailed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('layout.retry') })).toBeInTheDocument();
  });

  it('shows the error a flow throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <BrokenFlow />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText(t('layout.unexpectedApplicationError'))).toBeInTheDocument();
    expect(screen.getByText('Render broke')).toBeInTheDocument();
  });

  it('gives up loading a chunk after the timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 1000);
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });
});
