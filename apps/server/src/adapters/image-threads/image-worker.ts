/**
 * Entry of the image worker threads (piscina). Everything CPU-heavy runs here, never
 * on the event loop: decoding, vision, simulation and PNG encoding. The engine is
 * built once per thread, on first use.
 */

import { workerData } from 'piscina';
import type { IngestOutput, IngestTask } from '../../ports/image-ingest.ts';
import type { ThreadEngine } from './create-thread-engine.ts';
import { analyzeImage, ingestImage, renderTransform, type TransformOutput } from './image-tasks.ts';
import { withMovedBytes } from './moved-bytes.ts';
import { finishRemoteImage, planRender, type RenderPlan } from './remote-render-tasks.ts';
import type {
  AnalyzeTask,
  FinishRemoteTask,
  SeriesLengthTask,
  TransformTask,
  WorkerOptions,
} from './worker-protocol.ts';

// piscina's workerData is `any`: it is the WorkerOptions createImagePool passes.
const options = (workerData ?? {}) as WorkerOptions;
let engine: Promise<ThreadEngine> | undefined;
const getEngine = (): Promise<ThreadEngine> => {
  if (engine) return engine;
  // Loaded on first use: decoding and encoding never wait for the vision weights.
  const created = import('./create-thread-engine.ts')
    .then(({ createThreadEngine }) => createThreadEngine({ modelDir: options.modelDir }))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  engine = created;
  return created;
};

export function ingest(task: IngestTask): Promise<IngestOutput> {
  return ingestImage(task.bytes, task.view, getEngine);
}

export function analyze(task: AnalyzeTask): Promise<Uint8Array> {
  return analyzeImage(task.png, task.view, getEngine);
}

export async function transform(task: TransformTask): Promise<TransformOutput> {
  const output = await renderTransform(task, getEngine);
  return output.ok
    ? withMovedBytes(
        output,
        output.images.map((image) => image.png),
      )
    : output;
}

export function plan(task: TransformTask): Promise<RenderPlan> {
  return planRender(task, getEngine);
}

export function finishRemote(task: FinishRemoteTask): ReturnType<typeof finishRemoteImage> {
  return finishRemoteImage(task);
}

export async function seriesLength(task: SeriesLengthTask): Promise<number | null> {
  return (await getEngine()).seriesLength(task);
}

/** Loads the engine (vision weights) ahead of the first request. */
export async function warmUp(): Promise<true> {
  await (await getEngine()).warmUp();
  return true;
}
