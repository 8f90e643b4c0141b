import type { ReferralDailyAnalyticsRequest } from '@afterlook/api';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicDay } from './clinic-day.ts';

/** Adds one to a clinic's referral counter of the day (+ referrer), atomically. */
export async function incrementReferralCounter(
  db: Db,
  clock: Clock,
  clinicId: string,
  body: ReferralDailyAnalyticsRequest,
): Promise<void> {
  await db
    .insertInto('referral_daily_analytics')
    .values({
      clinic_id: clinicId,
      day: await clinicDay(db, clock, clinicId),
      form_name: body.form_name,
      referrer: body.referrer,
      count: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['clinic_id', 'day', 'form_name', 'referrer'])
        .doUpdateSet((eb) => ({ count: eb('referral_daily_analytics.count', '+', 1) })),
    )
    .execute();
}
