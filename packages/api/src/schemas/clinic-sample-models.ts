import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import * as z from 'zod/mini';
import { ViewTypeSchema } from './common.ts';

/** POST {api}/admin/sample-models?procedure=X: the photo is the body (PNG or JPEG). */
export const ClinicSampleModelUploadQuery = z.object({
  procedure: z.enum(AI_SUPPORTED_PROCEDURES),
});

/** One of the clinic's own sample models, as the dashboard lists it. */
export const ClinicSampleModel = z.object({
  id: z.string(),
  procedure: z.enum(AI_SUPPORTED_PROCEDURES),
  view_type: ViewTypeSchema,
  /** A short-lived signed address of the photo as we normalised it. */
  image_url: z.string(),
  width: z.int(),
  height: z.int(),
  created_at: z.string(),
});
export type ClinicSampleModel = z.infer<typeof ClinicSampleModel>;

export const ClinicSampleModelsResponse = z.object({ models: z.array(ClinicSampleModel) });
export type ClinicSampleModelsResponse = z.infer<typeof ClinicSampleModelsResponse>;

export const ClinicSampleModelParams = z.object({
  model_id: z.string().check(z.minLength(1), z.maxLength(100)),
});
