import { SavedFormConfigDocument, type StoredFormConfig } from '@afterlook/api';
import * as z from 'zod/mini';
import type { ErrorKinds } from '../../lib/error-kind.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { toStoredFormConfig } from './to-stored-form-config.ts';

export type SaveFormConfigError = 'invalid_form_config' | 'form_config_not_found';

/** The kind of each refusal: a document the widget would not accept, or another clinic's id. */
export const SAVE_FORM_CONFIG_ERROR_KINDS: ErrorKinds<SaveFormConfigError> = {
  invalid_form_config: 'invalid',
  form_config_not_found: 'not_found',
};

/**
 * Creates a config (no id) or replaces one of the clinic's (its id; another clinic's is
 * not found). The document must be one the widget accepts, with no other keys
 * (SavedFormConfigDocument: we serve it publicly): a config the widget would drop for
 * the default, or one carrying anything else, is refused here with the reasons.
 */
export async function saveFormConfig(
  db: Db,
  clinicId: string,
  config: { id?: string; name: string; document: Record<string, unknown> },
  context: { now: Date; baseUrl: string },
): Promise<Result<StoredFormConfig, SaveFormConfigError>> {
  const checked = z.safeParse(SavedFormConfigDocument, config.document);
  if (!checked.success) {
    return fail('invalid_form_config', z.prettifyError(checked.error));
  }
  const at = context.now.toISOString();
  const document = JSON.stringify(config.document);
  if (config.id === undefined) {
    const id = newId();
    const row = {
      id,
      clinic_id: clinicId,
      name: config.name,
      document,
      created_at: at,
      updated_at: at,
    };
    await db.insertInto('form_configs').values(row).execute();
    return ok(toStoredFormConfig(row, context.baseUrl));
  }
  const updated = await db
    .updateTable('form_configs')
    .set({ name: config.name, document, updated_at: at })
    .where('id', '=', config.id)
    .where('clinic_id', '=', clinicId)
    .returningAll()
    .executeTakeFirst();
  if (!updated) return fail('form_config_not_found', 'No such form config');
  return ok(toStoredFormConfig(updated, context.baseUrl));
}
