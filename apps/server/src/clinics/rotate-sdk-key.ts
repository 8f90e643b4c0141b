import type { Db } from '../db/create-db.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import { bumpKeyEpoch } from '../signing/key-epoch.ts';
import { insertSdkKey } from './insert-sdk-key.ts';

export interface RotatedKey {
  readonly clinic_id: string;
  /** Shown once; only its hash is stored. */
  readonly sdk_key: string;
  readonly revoked_keys: number;
}

/**
 * Issues a new SDK key and revokes every older one of the clinic. Sessions opened
 * with a revoked key stop working at once (verifySession checks the key), and so do
 * the picture and metadata URLs signed for them (the clinic's key epoch moves).
 */
export async function rotateSdkKey(
  db: Db,
  clinicId: string,
  clock: Clock = systemClock,
): Promise<Result<RotatedKey, 'clinic_not_found'>> {
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const clinic = await trx
      .selectFrom('clinics')
      .select('id')
      .where('id', '=', clinicId)
      .executeTakeFirst();
    if (!clinic) return fail('clinic_not_found', `No clinic with id ${clinicId}`);
    const revoked = await trx
      .updateTable('sdk_keys')
      .set({ revoked_at: now.toISOString() })
      .where('clinic_id', '=', clinicId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await bumpKeyEpoch(trx, clinicId);
    const key = await insertSdkKey(trx, clinicId, now);
    return ok({
      clinic_id: clinicId,
      sdk_key: key.key,
      revoked_keys: Number(revoked.numUpdatedRows),
    });
  });
}
