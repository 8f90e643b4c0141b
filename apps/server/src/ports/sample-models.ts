import type { Procedure, RegionOfInterest, SubjectAnalysis, ViewType } from '@afterlook/domain';

/** Public address of a sample model's picture (our own renders: no patient data). */
export const SAMPLE_MODEL_ROUTE_PREFIX = '/sample-models/v1/';

export interface SampleModelInfo {
  readonly id: string;
  readonly view_type: ViewType;
  readonly image_url: string;
  /** From list(procedure): where that procedure's simulation changes the model (the close-up). */
  readonly region?: RegionOfInterest | null;
}

export interface LoadedSampleModel {
  readonly png: Uint8Array;
  /** True landmarks (and mask) of the render: used instead of running vision. */
  readonly subject: SubjectAnalysis;
}

/** The sample models of the model picker, per procedure (three each). */
export interface SampleModelCatalog {
  list(procedure: Procedure): Promise<SampleModelInfo[]>;
  byImageUrl(url: string): Promise<SampleModelInfo | undefined>;
  /** Absolute path of a model's PNG, for serving it. */
  imageFile(id: string): Promise<string | null>;
  load(id: string): Promise<LoadedSampleModel | null>;
}
