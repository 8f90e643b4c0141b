import { z } from 'zod';
import { ProcedureSchema, UrlOrPath, ViewTypeSchema } from './common.ts';

/** POST /clinics/v1/forms/transforms?source=form */
export const TransformRequest = z.object({
  image_url: UrlOrPath,
  procedure_types: z.array(ProcedureSchema).min(1),
  procedure_view: ViewTypeSchema,
});
export type TransformRequest = z.infer<typeof TransformRequest>;

/** The outcome of one simulation, as the widget reads it. */
export const TransformMetadata = z.object({
  success: z.boolean(),
  reason: z.string().nullable(),
  implant_size_in_cc: z.number().nullable(),
});
export type TransformMetadata = z.infer<typeof TransformMetadata>;

/**
 * The document behind metadata_url. SPEC.md §7.2: the widget polls it every 500 ms
 * until it answers OK, then reads status.success, status.reason and implant_size_in_cc.
 */
export const TransformMetadataDocument = z.object({
  status: z.object({
    success: z.boolean(),
    reason: z.string().nullable().optional(),
  }),
  implant_size_in_cc: z.number().nullable().optional(),
});
export type TransformMetadataDocument = z.infer<typeof TransformMetadataDocument>;

export const toTransformMetadata = (document: TransformMetadataDocument): TransformMetadata => ({
  success: document.status.success,
  reason: document.status.reason ?? null,
  implant_size_in_cc: document.implant_size_in_cc ?? null,
});

export const TransformResponse = z.object({
  metadata_url: UrlOrPath,
  download_urls: z.array(UrlOrPath),
  /** Present when the result is already known (e.g. a refused request). */
  metadata: TransformMetadata.optional(),
});
export type TransformResponse = z.infer<typeof TransformResponse>;

/** POST /clinics/v1/forms/transforms/batch?source=form */
export const BatchTransformRequest = z.object({
  batch_id: z.string().min(1),
  request: z.array(TransformRequest).min(1).max(16),
});
export type BatchTransformRequest = z.infer<typeof BatchTransformRequest>;

/**
 * One entry of a batch answer. presigned_urls are read addresses; the last one is the
 * after image. image_data's shape is not shown in SPEC.md: we echo the request entry
 * it belongs to, so the widget can match results to its captured views.
 */
export const BatchTransformEntry = z.object({
  metadata_url: UrlOrPath,
  presigned_urls: z.array(UrlOrPath),
  image_data: TransformRequest,
  metadata: TransformMetadata.optional(),
});
export type BatchTransformEntry = z.infer<typeof BatchTransformEntry>;

export const BatchTransformResponse = z.object({
  batch_id: z.string(),
  response: z.array(BatchTransformEntry),
});
export type BatchTransformResponse = z.infer<typeof BatchTransformResponse>;
