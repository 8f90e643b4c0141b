import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../ports/db-schema.ts';

/** The clinic's current key epoch; null for a clinic that does not exist. */
export async function readKeyEpoch(db: Db, clinicId: string): Promise<number | null> {
  const row = await db
    .selectFrom('clinics')
    .select('key_epoch')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  return row ? Number(row.key_epoch) : null;
}

/**
 * Ends every URL signed for the clinic so far (they carry the old epoch). Called in the
 * same transaction as the key change that warrants it.
 */
export async function bumpKeyEpoch(trx: Transaction<Database>, clinicId: string): Promise<void> {
  await trx
    .updateTable('clinics')
    .set({ key_epoch: sql<number>`key_epoch + 1` })
    .where('id', '=', clinicId)
    .execute();
}

/** Whom URLs are signed for: the clinic and its key epoch, read when the caller was verified. */
export interface SigningClinic {
  readonly clinicId: string;
  readonly keyEpoch: number;
  /** The signed-in staff member's session: the URLs end with it (verify-signed-url.ts). */
  readonly staffSessionId?: string;
}
