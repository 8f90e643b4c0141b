import { pathTo, ROUTES, type StoredFormConfig } from '@afterlook/api';
import type { Selectable } from 'kysely';
import type { FormConfigsTable } from '../../ports/db-schema.ts';

/** A stored config as the dashboard shows it, with the address to give as configUrl. */
export const toStoredFormConfig = (
  row: Selectable<FormConfigsTable>,
  baseUrl: string,
): StoredFormConfig => ({
  id: row.id,
  name: row.name,
  url: `${baseUrl.replace(/\/+$/, '')}${pathTo(ROUTES.formConfig, { config_id: row.id })}`,
  document: JSON.parse(row.document) as Record<string, unknown>,
  updated_at: row.updated_at,
});
