import type { Db } from '../../ports/db-schema.ts';
import { type ClinicRecord, toClinicRecord } from './clinic-record.ts';
import { sdkKeyIsLive } from './sdk-key-live.ts';

export interface ClinicListing extends ClinicRecord {
  /** Active keys, identified by their last 4 characters only: no key material. */
  readonly active_keys: {
    readonly id: string;
    readonly hint: string;
    readonly created_at: string;
  }[];
}

/** Every clinic, oldest first, with its active (unrevoked) keys. */
export async function listClinics(db: Db): Promise<ClinicListing[]> {
  const clinics = await db
    .selectFrom('clinics')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const keys = await db
    .selectFrom('sdk_keys')
    .select(['id', 'clinic_id', 'key_hint', 'created_at'])
    .where(sdkKeyIsLive(new Date()))
    .orderBy('created_at')
    .execute();
  return clinics.map((row) => ({
    ...toClinicRecord(row),
    active_keys: keys
      .filter((key) => key.clinic_id === row.id)
      .map((key) => ({ id: key.id, hint: key.key_hint, created_at: key.created_at })),
  }));
}
