import type { Db } from '../db/create-db.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import { hashSecret } from '../lib/secrets.ts';

export interface VerifiedAdmin {
  readonly clinicId: string;
  readonly adminKeyId: string;
  /** The clinic's key epoch: URLs signed for this caller carry it. */
  readonly keyEpoch: number;
}

/**
 * Checks an admin key: it must exist and be unrevoked. Only its hash is looked up, so
 * an SDK key or a session token (hashed into other tables) never passes.
 */
export async function verifyAdminKey(
  db: Db,
  key: string,
): Promise<Result<VerifiedAdmin, 'invalid_admin_key'>> {
  const row = await db
    .selectFrom('admin_keys')
    .innerJoin('clinics', 'clinics.id', 'admin_keys.clinic_id')
    .select(['admin_keys.id', 'admin_keys.clinic_id', 'clinics.key_epoch'])
    .where('admin_keys.key_hash', '=', hashSecret(key))
    .where('admin_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return fail('invalid_admin_key', 'Unknown or revoked admin key');
  return ok({ clinicId: row.clinic_id, adminKeyId: row.id, keyEpoch: Number(row.key_epoch) });
}
