import type { Db } from '../db/create-db.ts';

/** Whether the clinic has an upload batch of this id (another clinic's is "no"). */
export async function batchExists(db: Db, clinicId: string, batchId: string): Promise<boolean> {
  const image = await db
    .selectFrom('images')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return image !== undefined;
}
