import type { Procedure, RegionOfInterest, ViewType } from '@afterlook/domain';
import type { AfterLevel } from './transform-outcome.ts';

export const TRANSFORM_JOB_KIND = 'transform';

/** What a transform job works on: an uploaded image of a clinic, or a sample model. */
export type TransformSource =
  | { readonly kind: 'image'; readonly imageId: string }
  | { readonly kind: 'sample'; readonly modelId: string };

export interface TransformJobInput {
  readonly source: TransformSource;
  readonly procedure: Procedure;
  readonly view: ViewType;
}

/**
 * A done transform job's result, kept in the queue's record of it; readers ask the
 * transforms table, which owns these (transform-outcome.ts).
 */
export interface TransformJobResult {
  /** Where the series changes the photo (older results have none). */
  readonly region: RegionOfInterest | null;
  readonly images: readonly AfterLevel[];
}

/** One job per (image or model, procedure, view): repeating a request finds the same job. */
export const transformIdempotencyKey = (input: TransformJobInput): string =>
  input.source.kind === 'image'
    ? `transform:image:${input.source.imageId}:${input.procedure}:${input.view}`
    : `transform:sample:${input.source.modelId}:${input.procedure}:${input.view}`;
