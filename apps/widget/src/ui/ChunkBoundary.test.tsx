import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from '../app/chunk-load.ts';
import { translator } from '../i18n/i18n.ts';
import { ChunkBoundary } from './ChunkBoundary.tsx';

describe('a lazily loaded part that cannot load (docs/product/errors.md)', () => {
  it("says 'Loading chunk failed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() =>
      loadChunk<{ default: () => null }>(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    );
    render(
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      translator('en')('errors.chunkLoadFailed'),
    );
    expect(new ChunkLoadError('x')).toBeInstanceOf(Error);
  });
});
