import type { Procedure, RegionOfInterest, SubjectAnalysis, ViewType } from '@afterlook/domain';

/** A stored photo to analyse for a view. */
export interface AnalyzeRequest {
  /** One of our normalised PNGs. */
  readonly png: Uint8Array;
  readonly view: ViewType;
}

/** What a transform renders: a stored photo, or a sample model with its true landmarks. */
export interface RenderRequest {
  /** The normalised photo (one of our PNGs). */
  readonly png: Uint8Array;
  /** Its stored analysis (analysis-codec), when it was analysed for this view. */
  readonly analysis: Uint8Array | null;
  /** Known landmarks (sample models): used instead of running vision. */
  readonly subject: SubjectAnalysis | null;
  readonly procedure: Procedure;
  readonly view: ViewType;
}

/** A whole series of after images as PNGs, subtle to pronounced, or the stable reason why not. */
export type RenderOutcome =
  | {
      readonly ok: true;
      /** Where the series changes the photo, margin included; null when the engine cannot tell. */
      readonly region: RegionOfInterest | null;
      readonly images: readonly {
        readonly png: Uint8Array;
        readonly level: number;
        readonly implant_size_in_cc: number | null;
      }[];
    }
  | { readonly ok: false; readonly reason: string };

/** The engine's series length for a procedure, on a reference subject. */
export interface SeriesLengthRequest {
  readonly width: number;
  readonly height: number;
  readonly subject: SubjectAnalysis;
  readonly procedure: Procedure;
  readonly view: ViewType;
}

/**
 * The image engine behind transform jobs (docs/architecture.md: warp | http-gpu). Every call
 * is asynchronous and may run anywhere: the embedded adapter hands it to the worker
 * threads (create-worker-pool-engine.ts); another may call an inference service.
 * Aborting a call ends its work.
 */
export interface SimulationEngine {
  /** The encoded analysis (analysis-codec) of a photo: landmarks, mask, face and verdict. */
  analyze(request: AnalyzeRequest, signal?: AbortSignal): Promise<Uint8Array>;
  /** The after images of a procedure on a photo. */
  render(request: RenderRequest, signal?: AbortSignal): Promise<RenderOutcome>;
  /** How many after images `render` makes for this procedure; null when it cannot tell. */
  seriesLength(request: SeriesLengthRequest): Promise<number | null>;
  /** Loads what analysis needs (model weights) ahead of the first photo. */
  warmUp(): Promise<void>;
}
