import { lazy, Suspense } from 'react';
import { loadChunk } from '../app/chunk-load.ts';
import type { ResultScreenProps } from '../result/ResultScreen.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { PageLoader } from '../ui/Spinner.tsx';

/** The result screen (simulation, sliders, lead modal) is its own chunk. */
const ResultScreen = lazy(() =>
  loadChunk(() => import('../result/ResultScreen.tsx')).then((module) => ({
    default: module.ResultScreen,
  })),
);

/** Step 8 of the flows: the lazily loaded result screen, 'Loading chunk failed' if it cannot load. */
export function SimulationScreen(props: ResultScreenProps) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoader />}>
        <ResultScreen {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
