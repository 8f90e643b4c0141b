import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { bumpKeyEpoch } from '../signing/key-epoch.ts';

export interface RevokedAdminKey {
  readonly id: string;
  readonly clinic_id: string;
  readonly revoked_at: string;
}

/**
 * Revokes an admin key at once: it authenticates nothing from now on, and every
 * picture or metadata URL signed for its clinic so far ends (the key epoch moves), since
 * the holder of a leaked key may have collected them. Revoking twice is refused.
 */
export async function revokeAdminKey(
  db: Db,
  adminKeyId: string,
  clock: Clock = systemClock,
): Promise<Result<RevokedAdminKey, 'admin_key_not_found' | 'already_revoked'>> {
  return db.transaction().execute(async (trx) => {
    const key = await trx
      .selectFrom('admin_keys')
      .select(['id', 'clinic_id', 'revoked_at'])
      .where('id', '=', adminKeyId)
      .executeTakeFirst();
    if (!key) return fail('admin_key_not_found', `No admin key with id ${adminKeyId}`);
    if (key.revoked_at !== null) {
      return fail('already_revoked', `Admin key ${adminKeyId} was revoked at ${key.revoked_at}`);
    }
    const revokedAt = clock().toISOString();
    await trx
      .updateTable('admin_keys')
      .set({ revoked_at: revokedAt })
      .where('id', '=', adminKeyId)
      .execute();
    await bumpKeyEpoch(trx, key.clinic_id);
    return ok({ id: key.id, clinic_id: key.clinic_id, revoked_at: revokedAt });
  });
}
