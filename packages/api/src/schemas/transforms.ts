import * as z from 'zod/mini';
import { ProcedureSchema, UrlOrPath, ViewTypeSchema } from './common.ts';

/** POST /clinics/v1/forms/transforms?source=form */
export const TransformRequest = z.object({
  image_url: UrlOrPath,
  procedure_types: z.array(ProcedureSchema).check(z.minLength(1)),
  procedure_view: ViewTypeSchema,
});
export type TransformRequest = z.infer<typeof TransformRequest>;

/** A share of the before image, 0 at its top left: where a simulation changes it. */
export const RegionOfInterestSchema = z.object({
  left: z.number().check(z.gte(0), z.lte(1)),
  top: z.number().check(z.gte(0), z.lte(1)),
  right: z.number().check(z.gte(0), z.lte(1)),
  bottom: z.number().check(z.gte(0), z.lte(1)),
});

/**
 * One after image of a result, in series order (subtle to pronounced): its signed
 * read address, its intensity in (0, 1] and, for implant procedures, its implant size.
 */
export const TransformImage = z.object({
  url: UrlOrPath,
  level: z.optional(z.number()),
  implant_size_in_cc: z.nullable(z.number()),
});
export type TransformImage = z.infer<typeof TransformImage>;

/** The outcome of one simulation, as the widget reads it. */
export const TransformMetadata = z.object({
  success: z.boolean(),
  reason: z.nullable(z.string()),
  /** Implant size of the default image (the middle of the series), when it applies. */
  implant_size_in_cc: z.nullable(z.number()),
  /** Every after image with its own implant size; empty when the server did not list them. */
  images: z.array(TransformImage),
  /** Where the series changes the photo (margin included); null from older servers. */
  region: z.nullable(RegionOfInterestSchema),
});
export type TransformMetadata = z.infer<typeof TransformMetadata>;

/**
 * The document behind metadata_url. docs/product/api.md#images-and-transforms: the widget polls it every 500 ms
 * until it answers OK, then reads status.success, status.reason and implant_size_in_cc.
 * Our server answers 404 while the simulation runs (retried by the poll) and adds
 * `images`; it also takes `?wait=<ms>` (≤ 10 000) to hold the answer until the result
 * is ready, so a client that opts in learns it at once.
 */
export const TransformMetadataDocument = z.object({
  status: z.object({
    success: z.boolean(),
    reason: z.optional(z.nullable(z.string())),
  }),
  implant_size_in_cc: z.optional(z.nullable(z.number())),
  images: z.optional(z.array(TransformImage)),
  /** Our addition (optional for older clients): where the series changes the photo. */
  region: z.optional(RegionOfInterestSchema),
});
export type TransformMetadataDocument = z.infer<typeof TransformMetadataDocument>;

/** Longest hold of a metadata GET with `?wait=` (ms). */
export const METADATA_MAX_WAIT_MS = 10_000;

export const TransformMetadataQuery = z.object({
  wait: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(METADATA_MAX_WAIT_MS)))),
});
export type TransformMetadataQuery = z.infer<typeof TransformMetadataQuery>;

/** Default image of a series: the slider starts at its middle index (docs/product/state-machines.md#simulation-flow). */
export const defaultImageIndex = (count: number): number => Math.floor(count / 2);

export const toTransformMetadata = (document: TransformMetadataDocument): TransformMetadata => ({
  success: document.status.success,
  reason: document.status.reason ?? null,
  implant_size_in_cc: document.implant_size_in_cc ?? null,
  images: document.images ?? [],
  region: document.region ?? null,
});

export const TransformResponse = z.object({
  metadata_url: UrlOrPath,
  download_urls: z.array(UrlOrPath),
  /** Present when the result is already known (e.g. a refused request). */
  metadata: z.optional(TransformMetadata),
});
export type TransformResponse = z.infer<typeof TransformResponse>;

/** POST /clinics/v1/forms/transforms/batch?source=form */
export const BatchTransformRequest = z.object({
  batch_id: z.string().check(z.minLength(1)),
  request: z.array(TransformRequest).check(z.minLength(1), z.maxLength(16)),
});
export type BatchTransformRequest = z.infer<typeof BatchTransformRequest>;

/**
 * One entry of a batch answer. presigned_urls are read addresses; the last one is the
 * after image. image_data's shape is not given by the contract: we echo the request entry
 * it belongs to, so the widget can match results to its captured views.
 */
export const BatchTransformEntry = z.object({
  metadata_url: UrlOrPath,
  presigned_urls: z.array(UrlOrPath),
  image_data: TransformRequest,
  metadata: z.optional(TransformMetadata),
});
export type BatchTransformEntry = z.infer<typeof BatchTransformEntry>;

export const BatchTransformResponse = z.object({
  batch_id: z.string(),
  response: z.array(BatchTransformEntry),
});
export type BatchTransformResponse = z.infer<typeof BatchTransformResponse>;
