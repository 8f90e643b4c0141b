import type { DailyDetailedAnalyticsRequest } from '@afterlook/api';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicDay } from './clinic-day.ts';
import { DETAILED_COUNTER_KEY } from './counter-keys.ts';

/**
 * Adds one to a clinic's detailed daily counter (+ cta_copy, form_version, device
 * type; an absent copy or version is stored as ''), atomically like the daily one.
 */
export async function incrementDetailedCounter(
  db: Db,
  clock: Clock,
  clinicId: string,
  body: DailyDetailedAnalyticsRequest,
): Promise<void> {
  await db
    .insertInto('daily_detailed_analytics')
    .values({
      clinic_id: clinicId,
      day: await clinicDay(db, clock, clinicId),
      form_name: body.form_name,
      count_type: body.daily_analytics_count_type,
      cta_copy: body.cta_copy ?? '',
      form_version: body.form_version ?? '',
      device_type: body.device_type,
      count: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['clinic_id', ...DETAILED_COUNTER_KEY])
        .doUpdateSet((eb) => ({ count: eb('daily_detailed_analytics.count', '+', 1) })),
    )
    .execute();
}
