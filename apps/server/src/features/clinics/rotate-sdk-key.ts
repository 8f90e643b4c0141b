import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { bumpKeyEpoch } from '../signing/key-epoch.ts';
import { insertSdkKey } from './insert-sdk-key.ts';

export interface RotatedKey {
  readonly clinic_id: string;
  readonly sdk_key: string;
  readonly revoked_keys: number;
  /** When the keys rotated out stop opening sessions. */
  readonly previous_keys_expire_at: string;
}

/**
 * Issues a new SDK key and rotates out every current one of the clinic. With no grace
 * (the CLI's default: a leaked key), sessions opened with an old key stop working at
 * once (verifySession checks the key) and so do the picture and metadata URLs signed
 * for them (the clinic's key epoch moves). With a grace (the dashboard's: the clinic's
 * pages still carry the old snippet for a while), old keys open sessions until it
 * ends, and URLs already signed stay valid.
 */
export async function rotateSdkKey(
  db: Db,
  clinicId: string,
  options: { clock?: Clock; graceMs?: number; cipher?: FieldCipher } = {},
): Promise<Result<RotatedKey, 'clinic_not_found'>> {
  const now = (options.clock ?? systemClock)();
  const graceMs = options.graceMs ?? 0;
  const expiresAt = new Date(now.getTime() + graceMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const clinic = await trx
      .selectFrom('clinics')
      .select('id')
      .where('id', '=', clinicId)
      .executeTakeFirst();
    if (!clinic) return fail('clinic_not_found', `No clinic with id ${clinicId}`);
    const revoked = await trx
      .updateTable('sdk_keys')
      .set({ revoked_at: now.toISOString(), expires_at: expiresAt })
      .where('clinic_id', '=', clinicId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (graceMs === 0) {
      // Keys already in grace end now too: this rotation is about a leak.
      await trx
        .updateTable('sdk_keys')
        .set({ expires_at: expiresAt })
        .where('clinic_id', '=', clinicId)
        .where('expires_at', '>', expiresAt)
        .execute();
      await bumpKeyEpoch(trx, clinicId);
    }
    const key = await insertSdkKey(trx, clinicId, now, { cipher: options.cipher });
    return ok({
      clinic_id: clinicId,
      sdk_key: key.key,
      revoked_keys: Number(revoked.numUpdatedRows),
      previous_keys_expire_at: expiresAt,
    });
  });
}
