import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { loadChunk } from '../../app/chunk-load.ts';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';
import { PageLoader } from '../../ui/Spinner.tsx';

type LaterScreens = typeof import('./later-screens.ts');

let pending: Promise<LaterScreens> | null = null;
/** Loads the later screens' chunk once (the flow starts it right after the first screen shows). */
export const preloadLaterScreens = (): Promise<LaterScreens> => {
  pending ??= loadChunk(() => import('./later-screens.ts')).catch((error: unknown) => {
    // Forget the failure so the next attempt (a retry button) loads again.
    pending = null;
    throw error;
  });
  return pending;
};

/** 'Loading chunk failed' when the chunk cannot load; the page loader while it loads. */
function Later({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

const LazyPhotoSteps = lazy(async () => ({
  default: (await preloadLaterScreens()).PhotoStepScreens,
}));

/** Keyed by step: each screen gets its own boundary, so a failed one does not outlive it. */
export const PhotoStepScreens = (props: ComponentProps<typeof LazyPhotoSteps>) => (
  <Later key={props.screen}>
    <LazyPhotoSteps {...props} />
  </Later>
);
