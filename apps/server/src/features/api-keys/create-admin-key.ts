import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { generateSecret, hashSecret, newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicExists } from '../clinics/clinic-exists.ts';

/** Prefix of admin keys, so a leaked one is easy to recognise (and never taken for an SDK key). */
export const ADMIN_KEY_PREFIX = 'al_admin_';

export interface CreatedAdminKey {
  readonly id: string;
  readonly clinic_id: string;
  /** Shown once; only its SHA-256 is stored. */
  readonly admin_key: string;
}

/** A new admin API key of a clinic: reads its leads and analytics. */
export async function createAdminKey(
  db: Db,
  clinicId: string,
  clock: Clock = systemClock,
): Promise<Result<CreatedAdminKey, 'clinic_not_found'>> {
  if (!(await clinicExists(db, clinicId))) {
    return fail('clinic_not_found', `No clinic with id ${clinicId}`);
  }
  const key = generateSecret(ADMIN_KEY_PREFIX);
  const id = newId();
  await db
    .insertInto('admin_keys')
    .values({
      id,
      clinic_id: clinicId,
      key_hash: hashSecret(key),
      key_hint: key.slice(-4),
      created_at: clock().toISOString(),
      revoked_at: null,
    })
    .execute();
  return ok({ id, clinic_id: clinicId, admin_key: key });
}
