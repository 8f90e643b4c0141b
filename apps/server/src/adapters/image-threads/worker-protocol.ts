import type { SeriesShare } from '@afterlook/simulation';
import type { RenderRequest } from '../../ports/simulation-engine.ts';

export type {
  AnalyzeRequest as AnalyzeTask,
  SeriesLengthRequest as SeriesLengthTask,
} from '../../ports/simulation-engine.ts';

/** Options every image worker thread starts with (piscina workerData). */
export interface WorkerOptions {
  readonly modelDir: string | undefined;
}

/** A render, or one share of it (the rest on other threads). */
export interface TransformTask extends RenderRequest {
  readonly share?: SeriesShare;
}

/** An after image from a remote engine, checked against its photo's size. */
export interface FinishRemoteTask {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}
