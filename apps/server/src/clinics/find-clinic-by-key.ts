import type { Db } from '../db/create-db.ts';
import { hashSecret } from '../lib/secrets.ts';
import { type ClinicRecord, toClinicRecord } from './clinic-record.ts';

/** The clinic an active (unrevoked) SDK key belongs to, or undefined. */
export async function findClinicByKey(db: Db, sdkKey: string): Promise<ClinicRecord | undefined> {
  const row = await db
    .selectFrom('sdk_keys')
    .innerJoin('clinics', 'clinics.id', 'sdk_keys.clinic_id')
    .selectAll('clinics')
    .where('sdk_keys.key_hash', '=', hashSecret(sdkKey))
    .where('sdk_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toClinicRecord(row) : undefined;
}
