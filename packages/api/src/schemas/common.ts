import {
  cleanMultilineText,
  cleanText,
  FORM_NAMES,
  PROCEDURES,
  VIEW_TYPES,
} from '@afterlook/domain';
import * as z from 'zod/mini';

// Every wire schema is written with zod/mini: the same validation as classic zod with a
// tree-shakable functional API, so the widget's first screen ships only what it uses.
// The server feeds these schemas to fastify-type-provider-zod (built on zod/v4/core).

/**
 * A single line of a person's text, cleaned (no control, bidi-override or invisible
 * characters, no lone surrogates), trimmed, at most `max` characters.
 */
export const trimmed = (max: number) =>
  z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(max));

/** Multi-line text of a person (a message): cleaned as `trimmed`, line breaks kept. */
export const multiline = (min: number, max: number) =>
  z.string().check(z.overwrite(cleanMultilineText), z.trim(), z.minLength(min), z.maxLength(max));

/**
 * The JSON body of every 4xx/5xx answer of our server (shape not given by the contract):
 * a stable machine code and a sentence for people.
 */
export const ApiErrorBody = z.object({
  error: z.string().check(z.describe('Stable machine-readable code, e.g. unknown_sdk_key')),
  message: z.string().check(z.describe('Human-readable explanation')),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ProcedureSchema = z.enum(PROCEDURES);
export const ViewTypeSchema = z.enum(VIEW_TYPES);
export const FormNameSchema = z.enum(FORM_NAMES);

/** An absolute http(s) address or a same-origin path (our signed URLs are paths). */
export const UrlOrPath = z.string().check(
  z.minLength(1),
  z.maxLength(4096),
  z.refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), {
    message: 'Must be an http(s) URL or an absolute path',
  }),
);
