import { hashSecret } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { type ClinicRecord, toClinicRecord } from './clinic-record.ts';
import { sdkKeyIsLive } from './sdk-key-live.ts';

/** The clinic a live SDK key (current, or rotated out but in grace) belongs to, or undefined. */
export async function findClinicByKey(
  db: Db,
  sdkKey: string,
  now: Date = new Date(),
): Promise<ClinicRecord | undefined> {
  const row = await db
    .selectFrom('sdk_keys')
    .innerJoin('clinics', 'clinics.id', 'sdk_keys.clinic_id')
    .selectAll('clinics')
    .where('sdk_keys.key_hash', '=', hashSecret(sdkKey))
    .where(sdkKeyIsLive(now))
    .executeTakeFirst();
  return row ? toClinicRecord(row) : undefined;
}
