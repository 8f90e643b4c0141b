import { SavedFormConfigDocument } from '@afterlook/api';
import * as z from 'zod/mini';

export type FormConfigCheck =
  | { readonly ok: true; readonly document: Record<string, unknown> }
  | {
      readonly ok: false;
      /** The JSON parser's complaint, when the text is not JSON (or not an object). */
      readonly json: string | null;
      /** Each failing field (dotted path, '' for the document) with what is wrong. */
      readonly fields: readonly { readonly path: string; readonly message: string }[];
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form config as typed in the editor, checked by the schema the server saves with
 * (SavedFormConfigDocument: the widget's fields and no others): the document to save,
 * or what is wrong, per field.
 * The document goes out as typed (the server normalises it the same way).
 */
export function checkFormConfig(text: string): FormConfigCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, json: error instanceof Error ? error.message : String(error), fields: [] };
  }
  if (!isRecord(value)) return { ok: false, json: 'expected a JSON object { … }', fields: [] };
  const parsed = z.safeParse(SavedFormConfigDocument, value);
  if (parsed.success) return { ok: true, document: value };
  const seen = new Set<string>();
  const fields = parsed.error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, message: issue.message }];
  });
  return { ok: false, json: null, fields };
}

/** A new config's starting text: the smallest valid document. */
export const NEW_FORM_CONFIG = `{
  "type": "single-procedure",
  "procedure": "BBL",
  "landingTitle": "See your BBL results",
  "showScan": true
}`;
