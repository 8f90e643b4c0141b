import type { StoredFormConfig } from '@afterlook/api';
import type { Db } from '../../ports/db-schema.ts';
import { toStoredFormConfig } from './to-stored-form-config.ts';

/** The clinic's form configs, by name. */
export async function listFormConfigs(
  db: Db,
  clinicId: string,
  baseUrl: string,
): Promise<StoredFormConfig[]> {
  const rows = await db
    .selectFrom('form_configs')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => toStoredFormConfig(row, baseUrl));
}
