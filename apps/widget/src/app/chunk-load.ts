import { NETWORK_TIMING } from '@afterlook/domain';

/** A flow's code could not be loaded (offline, a new deploy removed the old chunk, timeout). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Loads a route module, giving up after the chunk-load timeout of docs/product/limits.md (120 s)
 * with the spec's 'Loading chunk failed' error for the router's error screen.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = NETWORK_TIMING.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk failed')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Loading chunk failed', { cause }));
      },
    );
  });
}
