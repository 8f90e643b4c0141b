import * as z from 'zod/mini';
import { ProcedureSchema, UrlOrPath, ViewTypeSchema } from './common.ts';

/** The form-flow image and transform calls carry `?source=form`. */
export const FormSourceQuery = z.object({ source: z.literal('form') });
export type FormSourceQuery = z.infer<typeof FormSourceQuery>;

export const ImageSlotRequest = z.object({
  view_type: ViewTypeSchema,
  procedure_types: z.array(ProcedureSchema).check(z.minLength(1)),
});
export type ImageSlotRequest = z.infer<typeof ImageSlotRequest>;

/** POST /clinics/v1/forms/patients/images/batch?source=form */
export const ImagesBatchRequest = z.object({
  images: z.array(ImageSlotRequest).check(z.minLength(1), z.maxLength(16)),
});
export type ImagesBatchRequest = z.infer<typeof ImagesBatchRequest>;

/** One upload slot: PUT the PNG to put_url, read it back from get_url. */
export const PresignedUrl = z.object({
  put_url: UrlOrPath,
  get_url: UrlOrPath,
});
export type PresignedUrl = z.infer<typeof PresignedUrl>;

export const ImagesBatchResponse = z.object({
  batch_id: z.string(),
  presigned_urls: z.array(PresignedUrl),
});
export type ImagesBatchResponse = z.infer<typeof ImagesBatchResponse>;

/** POST {api}/patient-images?timestamp= (no body, session auth). */
export const PatientImagesQuery = z.object({
  timestamp: z
    .pipe(z.coerce.number(), z.int().check(z.gte(0)))
    .check(z.describe('Client time, ms since epoch')),
});
export type PatientImagesQuery = z.infer<typeof PatientImagesQuery>;

/** Upload ticket of the widget flow: PUT the PNG to upload_url, read it at download_url. */
export const PatientImageTicket = z.object({
  upload_url: UrlOrPath,
  download_url: UrlOrPath,
});
export type PatientImageTicket = z.infer<typeof PatientImageTicket>;

/** Uploaded images are PNG (docs/product/limits.md). */
export const UPLOAD_CONTENT_TYPE = 'image/png';
