import { defaultTimeZone, FALLBACK_TIME_ZONE, isTimeZone } from '@afterlook/domain';
import type { Db } from '../../ports/db-schema.ts';

/**
 * The zone a clinic's days follow: the one an owner chose, else its country's main zone
 * (a stored name this runtime no longer knows falls back to the country's too).
 */
export const clinicTimeZone = (clinic: {
  readonly time_zone: string | null;
  readonly country: string;
}): string =>
  clinic.time_zone && isTimeZone(clinic.time_zone)
    ? clinic.time_zone
    : defaultTimeZone(clinic.country);

/** A clinic's zone by id (UTC for a clinic that is gone). */
export async function loadClinicTimeZone(db: Db, clinicId: string): Promise<string> {
  const row = await db
    .selectFrom('clinics')
    .select(['time_zone', 'country'])
    .where('id', '=', clinicId)
    .executeTakeFirst();
  return row ? clinicTimeZone(row) : FALLBACK_TIME_ZONE;
}
