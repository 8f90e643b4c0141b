import type { Db } from '../../ports/db-schema.ts';
import { ownedBySession } from './owned-by-session.ts';

/** Whether the session has an upload batch of this id (another clinic's or patient's is "no"). */
export async function batchExists(
  db: Db,
  owner: { readonly clinicId: string; readonly sessionId?: string },
  batchId: string,
): Promise<boolean> {
  const image = await db
    .selectFrom('images')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('clinic_id', '=', owner.clinicId)
    .where(ownedBySession(owner.sessionId))
    .executeTakeFirst();
  return image !== undefined;
}
