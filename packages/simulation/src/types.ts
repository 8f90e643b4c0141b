import type {
  Procedure,
  RegionOfInterest,
  RgbaImage,
  SubjectAnalysis,
  ViewType,
} from '@afterlook/domain';

/** One request to the engine: a photo, what the vision step found in it, and the procedure. */
export interface SimulationRequest {
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
  readonly procedure: Procedure;
  readonly view: ViewType;
}

/**
 * One simulated result. `level` is the intensity in (0, 1] (1 = the most pronounced
 * result the engine shows); breast augmentation also names the implant size.
 */
export interface AfterImage {
  /** Place in the full series (0 = subtle … last = pronounced). */
  readonly index: number;
  readonly image: RgbaImage;
  readonly level: number;
  readonly implant_size_in_cc?: number;
}

/** Stable reasons the engine gives instead of a series; the API sends them as metadata.reason. */
export const SIMULATION_FAILURES = [
  'procedure_not_supported',
  'view_not_supported',
  'image_invalid',
  'landmarks_missing',
  'mask_missing',
  'subject_too_small',
  'subject_out_of_frame',
  'pose_not_supported',
  'body_outline_not_found',
] as const;

export type SimulationFailure = (typeof SIMULATION_FAILURES)[number];

/**
 * One of `of` interleaved parts of a series: the images whose index % of === index, so
 * several threads can render one series together.
 */
export interface SeriesShare {
  readonly index: number;
  readonly of: number;
}

export type SimulationResult =
  | {
      readonly ok: true;
      /** Length of the full series; `series` holds only the requested share of it. */
      readonly total: number;
      readonly series: AfterImage[];
      /** Where the series changes the photo (the same for every image), margin included. */
      readonly region: RegionOfInterest | null;
    }
  | { readonly ok: false; readonly reason: SimulationFailure };

export interface Point {
  readonly x: number;
  readonly y: number;
}
