import type { Db } from '../../ports/db-schema.ts';

/** Deletes one of the clinic's form configs; false when it has none with that id. */
export async function deleteFormConfig(db: Db, clinicId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('form_configs')
    .where('id', '=', id)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
