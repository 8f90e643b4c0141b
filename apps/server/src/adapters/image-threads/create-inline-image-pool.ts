import { createThreadEngine, type ThreadEngine } from './create-thread-engine.ts';
import type { ImagePool } from './image-pool.ts';
import { ingestImage } from './image-tasks.ts';

const noVision = (): Promise<never> =>
  Promise.reject(new Error('an API-only process (JOB_QUEUE=bullmq) runs no vision or render'));

/**
 * The image work an API-only process (JOB_QUEUE=bullmq) still does, without a worker
 * thread or a vision model: uploads are decoded and normalised by sharp (whose work runs
 * on libuv's threads, off the event loop) and never analysed, since the worker's
 * transform analyses the photo; the engine's series length (a deformation built once per
 * procedure, no warp) is answered here. Analysis and rendering belong to `npm run worker`.
 */
export function createInlineImagePool(): ImagePool {
  let engine: Promise<ThreadEngine> | undefined;
  return {
    size: 1,
    ingest: (task) => ingestImage(task.bytes, null, noVision),
    analyze: noVision,
    transform: noVision,
    plan: noVision,
    finishRemote: noVision,
    async seriesLength(task) {
      engine ??= createThreadEngine({ modelDir: undefined });
      return (await engine).seriesLength(task);
    },
    warmUp: async () => undefined,
    close: async () => undefined,
  };
}
