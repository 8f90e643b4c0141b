import type { IngestOutput, IngestTask } from '../../ports/image-ingest.ts';
import type { TransformOutput } from './image-tasks.ts';
import type { finishRemoteImage, RenderPlan } from './remote-render-tasks.ts';
import type {
  AnalyzeTask,
  FinishRemoteTask,
  SeriesLengthTask,
  TransformTask,
} from './worker-protocol.ts';

/**
 * The image work the server hands to worker threads (create-image-pool.ts), or, in an
 * API-only process, does itself as far as it can (create-inline-image-pool.ts).
 */
export interface ImagePool {
  ingest(task: IngestTask): Promise<IngestOutput>;
  /** Encoded StoredAnalysis of a stored photo for a view. */
  analyze(task: AnalyzeTask, signal?: AbortSignal): Promise<Uint8Array>;
  /** Aborting ends the task at once (its worker thread is replaced). */
  transform(task: TransformTask, signal?: AbortSignal): Promise<TransformOutput>;
  seriesLength(task: SeriesLengthTask): Promise<number | null>;
  /** What a remote engine needs to render this series (remote-render-tasks.ts). */
  plan(task: TransformTask, signal?: AbortSignal): Promise<RenderPlan>;
  /** Checks, stamps and re-encodes a remote engine's after image. */
  finishRemote(task: FinishRemoteTask, signal?: AbortSignal): ReturnType<typeof finishRemoteImage>;
  warmUp(): Promise<void>;
  readonly size: number;
  close(): Promise<void>;
}
