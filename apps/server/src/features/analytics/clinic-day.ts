import { dayIn } from '@afterlook/domain';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';
import { loadClinicTimeZone } from '../clinics/clinic-time-zone.ts';

/**
 * The day it is now at the clinic (its time zone): what a counter or event counts under.
 * Decided here, once, in JavaScript: SQLite and PostgreSQL store the same day.
 */
export async function clinicDay(db: Db, clock: Clock, clinicId: string): Promise<string> {
  const now = clock();
  return dayIn(now, await loadClinicTimeZone(db, clinicId));
}
