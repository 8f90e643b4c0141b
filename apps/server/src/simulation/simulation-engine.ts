import type { Procedure, RgbaImage, SubjectAnalysis, ViewType } from '@afterlook/domain';

/** Whether a photo can be simulated on, and if not, the stable reason (vision catalog key). */
export type PhotoVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface PhotoAnalysis {
  readonly subject: SubjectAnalysis;
  readonly verdict: PhotoVerdict;
}

export interface AfterImageOut {
  /** Place in the full series (subtle to pronounced). */
  readonly index: number;
  readonly image: RgbaImage;
  readonly level: number;
  readonly implant_size_in_cc?: number;
}

export type SimulationOutcome =
  | {
      readonly ok: true;
      /** Length of the full series; `series` holds only the requested share of it. */
      readonly total: number;
      readonly series: readonly AfterImageOut[];
    }
  | { readonly ok: false; readonly reason: string };

/** One of `of` interleaved parts of a series. */
export interface SeriesShare {
  readonly index: number;
  readonly of: number;
}

/**
 * The image engine behind the job worker (ARCHITECTURE.md: warp | http-gpu). Lives
 * inside a worker thread: every call is CPU work over RGBA buffers.
 */
export interface SimulationEngine {
  /** Landmarks, mask and face of the person in a photo, and whether it is usable. */
  analyze(image: RgbaImage, view: ViewType): Promise<PhotoAnalysis>;
  /**
   * The after images of a procedure, subtle to pronounced; with `share`, only the
   * images whose index % share.of === share.index (so several threads can render one
   * series together).
   */
  simulate(
    request: {
      readonly image: RgbaImage;
      readonly subject: SubjectAnalysis;
      readonly procedure: Procedure;
      readonly view: ViewType;
    },
    share?: SeriesShare,
  ): SimulationOutcome;
  /**
   * How many after images `simulate` makes for this procedure on this subject (the
   * deformation is built, no image is warped); null when it cannot be built.
   */
  seriesLength(request: {
    readonly width: number;
    readonly height: number;
    readonly subject: SubjectAnalysis;
    readonly procedure: Procedure;
    readonly view: ViewType;
  }): number | null;
  /** Loads what analyze needs (model weights) ahead of the first photo. */
  warmUp(): Promise<void>;
}
