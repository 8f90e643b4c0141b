import type { Procedure, RegionOfInterest, ViewType } from '@afterlook/domain';

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
  /** Where the series changes the photo (older results have none). */
  readonly region: RegionOfInterest | null;
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

const inUnit = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;

function parseRegion(value: unknown): RegionOfInterest | null {
  const { left, top, right, bottom } = (value ?? {}) as Record<string, unknown>;
  return inUnit(left) &&
    inUnit(top) &&
    inUnit(right) &&
    inUnit(bottom) &&
    left < right &&
    top < bottom
    ? { left, top, right, bottom }
    : null;
}

export function parseTransformResult(value: unknown): TransformJobResult {
  const stored = value as { images?: unknown; region?: unknown } | null;
  const images = stored?.images;
  const region = parseRegion(stored?.region);
  if (!Array.isArray(images)) return { region, images: [] };
  return {
    region,
    images: images.map((entry: { level?: unknown; implant_size_in_cc?: unknown }) => ({
      level: typeof entry.level === 'number' ? entry.level : 1,
      implant_size_in_cc:
        typeof entry.implant_size_in_cc === 'number' ? entry.implant_size_in_cc : null,
    })),
  };
}
