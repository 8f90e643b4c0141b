import { isAiSupported, parseProcedure, SINGLE_PROCEDURE_CONFIG_TYPE } from '@afterlook/domain';
import * as z from 'zod/mini';

// zod/mini, like the api client's schemas: the widget ships one small zod.
const copy = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(160)));

const documentFields = {
  type: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().toLowerCase().replace(/_/g, '-')),
    ),
    z.enum([SINGLE_PROCEDURE_CONFIG_TYPE, 'onboarding-single-procedure']),
  ),
  procedure: z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const procedure = parseProcedure(value);
      if (!procedure || !isAiSupported(procedure)) {
        ctx.issues.push({
          code: 'custom',
          message: `Not a procedure the AI simulates: ${value}`,
          input: value,
        });
        return z.NEVER;
      }
      return procedure;
    }),
  ),
  landingTitle: copy,
  landingSubtitle: copy,
  showScan: z.optional(z.boolean()),
};
const copyOverrideFields = {
  uploadLabel: copy,
  simulateLabel: copy,
  exploreLabel: copy,
  magicLine: copy,
  simulateButton: copy,
};

/**
 * The form config document (docs/product/entities.md 'Form config'): type, procedure, landing title
 * and subtitle, showScan and copy overrides. `type` must name this form
 * ('single-procedure'; 'single_procedure' and the form name are accepted too) and the
 * procedure must be one the AI simulates (any letter case).
 */
export const FormConfigDocument = z.object({
  ...documentFields,
  copyOverrides: z.optional(z.object(copyOverrideFields)),
});
export type FormConfigDocument = z.infer<typeof FormConfigDocument>;

/** Names the keys that are not fields (zod/mini words no message of its own). */
const onlyFieldsOf = (fields: readonly string[]) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Not a form config field: ${issue.keys?.join(', ')} (the fields are ${fields.join(', ')})`
      : undefined,
});
const onlyFields = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, onlyFieldsOf(Object.keys(shape)));

/**
 * A document we keep and serve publicly: the same fields and no others (finding 19: a
 * config held 200 KB of arbitrary keys for anyone to fetch from our address). The widget
 * still reads a config hosted elsewhere with FormConfigDocument, ignoring extra keys.
 */
export const SavedFormConfigDocument = z.strictObject(
  { ...documentFields, copyOverrides: z.optional(onlyFields(copyOverrideFields)) },
  onlyFieldsOf([...Object.keys(documentFields), 'copyOverrides']),
);

/**
 * Largest body of a form config save (bytes). A document of every field at its most
 * (7 texts of 160 characters, each escaped as \uXXXX) with its name is under 8 KB.
 */
export const FORM_CONFIG_BODY_MAX_BYTES = 16 * 1024;

/** The form configs a clinic keeps with us (dashboard), each at a stable public address. */
export const StoredFormConfig = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the widget reads it: give it as the snippet's configUrl. */
  url: z.string(),
  document: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type StoredFormConfig = z.infer<typeof StoredFormConfig>;

export const FormConfigsResponse = z.object({ configs: z.array(StoredFormConfig) });
export type FormConfigsResponse = z.infer<typeof FormConfigsResponse>;

/** Saving a config: a name for the clinic's own list and the document (checked as above). */
export const FormConfigBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  document: z.record(z.string(), z.unknown()),
});
export type FormConfigBody = z.infer<typeof FormConfigBody>;

export const FormConfigParams = z.object({
  config_id: z.string().check(z.minLength(1), z.maxLength(100)),
});
