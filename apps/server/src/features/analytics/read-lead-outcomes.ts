import type { AdminAnalyticsResponse } from '@afterlook/api';
import { sql } from 'kysely';
import type { Db } from '../../ports/db-schema.ts';

/**
 * The funnel past submission: of the clinic's leads first submitted in [start, end)
 * (test leads left out), how many staff ever moved to contacted or booked (their status
 * now, or a status change in the lead's history), how many are booked and how many lost
 * now. One aggregate query, whatever the number of leads.
 */
export async function readLeadOutcomes(
  db: Db,
  clinicId: string,
  start: string,
  endExclusive: string,
): Promise<AdminAnalyticsResponse['lead_outcomes']> {
  const reached = sql<boolean>`(leads.status in ('contacted', 'booked') or exists (
    select 1 from lead_activity
    where lead_activity.lead_id = leads.id and lead_activity.kind = 'status'
      and lead_activity.to_status in ('contacted', 'booked')))`;
  const row = await db
    .selectFrom('leads')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('leads'),
      sql<number | string>`coalesce(sum(case when ${reached} then 1 else 0 end), 0)`.as(
        'contacted',
      ),
      sql<
        number | string
      >`coalesce(sum(case when leads.status = 'booked' then 1 else 0 end), 0)`.as('booked'),
      sql<number | string>`coalesce(sum(case when leads.status = 'lost' then 1 else 0 end), 0)`.as(
        'lost',
      ),
    ])
    .where('clinic_id', '=', clinicId)
    .where('is_debug', '=', 0)
    .where('created_at', '>=', start)
    .where('created_at', '<', endExclusive)
    .executeTakeFirstOrThrow();
  return {
    leads: Number(row.leads),
    contacted: Number(row.contacted),
    booked: Number(row.booked),
    lost: Number(row.lost),
  };
}
