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

const LazyModel = lazy(async () => ({ default: (await preloadLaterScreens()).ModelScreen }));
const LazyMethod = lazy(async () => ({ default: (await preloadLaterScreens()).MethodScreen }));
const LazyUpload = lazy(async () => ({ default: (await preloadLaterScreens()).UploadScreen }));
const LazyScanInstructions = lazy(async () => ({
  default: (await preloadLaterScreens()).ScanInstructionsScreen,
}));
const LazyScan = lazy(async () => ({ default: (await preloadLaterScreens()).ScanScreen }));
const LazySimulation = lazy(async () => ({
  default: (await preloadLaterScreens()).SimulationScreen,
}));

export const ModelScreen = (props: ComponentProps<typeof LazyModel>) => (
  <Later>
    <LazyModel {...props} />
  </Later>
);
export const MethodScreen = (props: ComponentProps<typeof LazyMethod>) => (
  <Later>
    <LazyMethod {...props} />
  </Later>
);
export const UploadScreen = (props: ComponentProps<typeof LazyUpload>) => (
  <Later>
    <LazyUpload {...props} />
  </Later>
);
export const ScanInstructionsScreen = (props: ComponentProps<typeof LazyScanInstructions>) => (
  <Later>
    <LazyScanInstructions {...props} />
  </Later>
);
export const ScanScreen = (props: ComponentProps<typeof LazyScan>) => (
  <Later>
    <LazyScan {...props} />
  </Later>
);
export const SimulationScreen = (props: ComponentProps<typeof LazySimulation>) => (
  <Later>
    <LazySimulation {...props} />
  </Later>
);
