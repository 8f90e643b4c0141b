import type { Procedure, ViewType } from '@afterlook/domain';

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

/** A done transform: its after images in series order (blob keys follow from the job). */
export interface TransformJobResult {
  readonly images: readonly {
    readonly level: number;
    readonly implant_size_in_cc: number | null;
  }[];
}

/** One job per (image or model, procedure, view): repeating a request finds the same job. */
export const transformIdempotencyKey = (input: TransformJobInput): string =>
  input.source.kind === 'image'
    ? `transform:image:${input.source.imageId}:${input.procedure}:${input.view}`
    : `transform:sample:${input.source.modelId}:${input.procedure}:${input.view}`;

export function parseTransformResult(value: unknown): TransformJobResult {
  const images = (value as { images?: unknown } | null)?.images;
  if (!Array.isArray(images)) return { images: [] };
  return {
    images: images.map((entry: { level?: unknown; implant_size_in_cc?: unknown }) => ({
      level: typeof entry.level === 'number' ? entry.level : 1,
      implant_size_in_cc:
        typeof entry.implant_size_in_cc === 'number' ? entry.implant_size_in_cc : null,
    })),
  };
}
