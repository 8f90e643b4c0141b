import type { Db } from '../db/create-db.ts';
import { hashSecret } from '../lib/secrets.ts';
import { toClinicRecord } from './clinic-record.ts';

/**
 * Origins allowed to frame the widget for an SDK key: the clinic's allowed origins,
 * or undefined (any origin) when the clinic lists none or the key is unknown.
 */
export async function findEmbeddingOrigins(db: Db, sdkKey: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('sdk_keys')
    .innerJoin('clinics', 'clinics.id', 'sdk_keys.clinic_id')
    .selectAll('clinics')
    .where('sdk_keys.key_hash', '=', hashSecret(sdkKey))
    .where('sdk_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const origins = toClinicRecord(row).allowed_origins;
  return origins.length > 0 ? origins : undefined;
}
