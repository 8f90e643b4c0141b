import type { DailyAnalyticsRequest } from '@afterlook/api';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicDay } from './clinic-day.ts';
import { DAILY_COUNTER_KEY } from './counter-keys.ts';

/**
 * Adds one to a clinic's daily counter (the clinic's day, form, count type). One statement,
 * INSERT ... ON CONFLICT DO UPDATE SET count = count + 1, so concurrent calls never
 * lose an increment on SQLite or PostgreSQL.
 */
export async function incrementDailyCounter(
  db: Db,
  clock: Clock,
  clinicId: string,
  body: DailyAnalyticsRequest,
): Promise<void> {
  await db
    .insertInto('daily_analytics')
    .values({
      clinic_id: clinicId,
      day: await clinicDay(db, clock, clinicId),
      form_name: body.form_name,
      count_type: body.daily_analytics_count_type,
      count: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['clinic_id', ...DAILY_COUNTER_KEY])
        .doUpdateSet((eb) => ({ count: eb('daily_analytics.count', '+', 1) })),
    )
    .execute();
}
