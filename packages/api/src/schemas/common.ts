import { FORM_NAMES, PROCEDURES, VIEW_TYPES } from '@afterlook/domain';
import { z } from 'zod';

/**
 * The JSON body of every 4xx/5xx answer of our server (shape not shown in SPEC.md):
 * a stable machine code and a sentence for people.
 */
export const ApiErrorBody = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. unknown_sdk_key'),
  message: z.string().describe('Human-readable explanation'),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ProcedureSchema = z.enum(PROCEDURES);
export const ViewTypeSchema = z.enum(VIEW_TYPES);
export const FormNameSchema = z.enum(FORM_NAMES);

/** An absolute http(s) address or a same-origin path (our signed URLs are paths). */
export const UrlOrPath = z
  .string()
  .min(1)
  .max(4096)
  .refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), {
    message: 'Must be an http(s) URL or an absolute path',
  });
