import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { IngestOutput } from '../../ports/image-ingest.ts';
import type { ImagePool } from './image-pool.ts';
import type { TransformOutput } from './image-tasks.ts';
import type { finishRemoteImage, RenderPlan } from './remote-render-tasks.ts';
import type { WorkerOptions } from './worker-protocol.ts';

const WORKER_FILE = new URL('./image-worker.ts', import.meta.url).href;

/**
 * A piscina pool of image workers, one per core by default, so the event loop never
 * runs CPU work. Inputs are copied, not transferred: the caller keeps its buffers.
 */
export function createImagePool(options: WorkerOptions & { threads?: number }): ImagePool {
  const threads = options.threads ?? availableParallelism();
  const workerData: WorkerOptions = { modelDir: options.modelDir };
  const pool = new Piscina({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData,
  });
  return {
    size: threads,
    ingest: (task) => pool.run(task, { name: 'ingest' }) as Promise<IngestOutput>,
    analyze: (task, signal) => pool.run(task, { name: 'analyze', signal }) as Promise<Uint8Array>,
    transform: (task, signal) =>
      pool.run(task, { name: 'transform', signal }) as Promise<TransformOutput>,
    seriesLength: (task) => pool.run(task, { name: 'seriesLength' }) as Promise<number | null>,
    plan: (task, signal) => pool.run(task, { name: 'plan', signal }) as Promise<RenderPlan>,
    finishRemote: (task, signal) =>
      pool.run(task, { name: 'finishRemote', signal }) as ReturnType<typeof finishRemoteImage>,
    async warmUp() {
      await Promise.all(Array.from({ length: threads }, () => pool.run(null, { name: 'warmUp' })));
    },
    close: () => pool.close({ force: true }),
  };
}
