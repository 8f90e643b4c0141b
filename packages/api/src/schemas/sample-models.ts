import * as z from 'zod/mini';
import { ProcedureSchema, UrlOrPath, ViewTypeSchema } from './common.ts';
import { RegionOfInterestSchema } from './transforms.ts';

/** GET {api}/sample-models?procedure=X (session auth): the model picker's images. */
export const SampleModelsQuery = z.object({ procedure: ProcedureSchema });
export type SampleModelsQuery = z.infer<typeof SampleModelsQuery>;

/** One sample model; image_url can be sent as a transform's image_url. */
export const SampleModel = z.object({
  id: z.string(),
  image_url: UrlOrPath,
  view_type: ViewTypeSchema,
  /**
   * Our addition (optional for older clients): where the procedure's simulation
   * changes this model, the close-up a screen can open on before any transform.
   */
  region: z.optional(RegionOfInterestSchema),
});
export type SampleModel = z.infer<typeof SampleModel>;

/** Three per AI-supported procedure (docs/product/limits.md); none for the others. */
export const SampleModelsResponse = z.object({ models: z.array(SampleModel) });
export type SampleModelsResponse = z.infer<typeof SampleModelsResponse>;
