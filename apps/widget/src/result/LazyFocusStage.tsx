import { lazy, type ReactNode, Suspense } from 'react';
import { loadChunk } from '../app/chunk-load.ts';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import type { FocusStageProps } from './FocusStage.tsx';

const FocusStage = lazy(() =>
  loadChunk(() => import('./FocusStage.tsx')).then((module) => ({
    default: module.FocusStage,
  })),
);

/**
 * The result's stage (close-up, zoom and pan) for a screen outside the result chunk
 * (the single-procedure landing's example, the scan preview): its code loads when a
 * comparison is shown, `fallback` (the before photo) stands in until then.
 */
export function LazyFocusStage({ fallback, ...stage }: FocusStageProps & { fallback: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={fallback}>
        <FocusStage {...stage} />
      </Suspense>
    </ChunkBoundary>
  );
}
