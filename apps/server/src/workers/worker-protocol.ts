import type { Procedure, SubjectAnalysis, ViewType } from '@afterlook/domain';

/** Options every image worker thread starts with (piscina workerData). */
export interface WorkerOptions {
  readonly modelDir: string | undefined;
}

export interface IngestTask {
  readonly bytes: Uint8Array;
  readonly view: ViewType | null;
}

/** Asks how long the engine's series is for a procedure, on a reference subject. */
export interface SeriesLengthTask {
  readonly width: number;
  readonly height: number;
  readonly subject: SubjectAnalysis;
  readonly procedure: Procedure;
  readonly view: ViewType;
}

export interface AnalyzeTask {
  /** One of our stored PNGs. */
  readonly png: Uint8Array;
  readonly view: ViewType;
}
