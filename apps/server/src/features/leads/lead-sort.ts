import { LEAD_STATUSES, type LeadSort } from '@afterlook/domain';
import { sql } from 'kysely';
import type { LeadsQuery } from './filter-leads.ts';

/** Where a page ended: the last lead's status rank, latest visit and id. */
export type LeadKey = readonly [rank: number, lastVisitAt: string, id: string];

/** A status's place in LEAD_STATUSES (new first); an unknown one last. */
export const statusRank = (status: string): number => {
  const rank = (LEAD_STATUSES as readonly string[]).indexOf(status);
  return rank === -1 ? LEAD_STATUSES.length : rank;
};

/** The same rank in SQL, so the database orders and seeks by it. */
const rankOf = () =>
  sql<number>`(case ${sql.ref('leads.status')} ${sql.join(
    LEAD_STATUSES.map((status, rank) => sql`when ${sql.lit(status)} then ${sql.lit(rank)}`),
    sql` `,
  )} else ${sql.lit(LEAD_STATUSES.length)} end)`;

/**
 * A page of leads in a sort, after `after` (the previous page's last lead): the order and
 * the keyset test agree, so no lead is skipped or repeated across pages. Received orders
 * by (last_visit_at, id), which the (clinic_id, last_visit_at, id) index seeks in either
 * direction; status by its rank first, then newest first within a status.
 */
export function sortLeads(query: LeadsQuery, sort: LeadSort, after: LeadKey | null): LeadsQuery {
  if (sort === 'received_asc') {
    const page = after
      ? query.where((eb) =>
          eb(eb.refTuple('leads.last_visit_at', 'leads.id'), '>', eb.tuple(after[1], after[2])),
        )
      : query;
    return page.orderBy('leads.last_visit_at', 'asc').orderBy('leads.id', 'asc');
  }
  if (sort === 'status') {
    const page = after
      ? query.where((eb) =>
          eb.or([
            eb(rankOf(), '>', after[0]),
            eb.and([
              eb(rankOf(), '=', after[0]),
              eb(eb.refTuple('leads.last_visit_at', 'leads.id'), '<', eb.tuple(after[1], after[2])),
            ]),
          ]),
        )
      : query;
    return page
      .orderBy(rankOf(), 'asc')
      .orderBy('leads.last_visit_at', 'desc')
      .orderBy('leads.id', 'desc');
  }
  const page = after
    ? query.where((eb) =>
        eb(eb.refTuple('leads.last_visit_at', 'leads.id'), '<', eb.tuple(after[1], after[2])),
      )
    : query;
  return page.orderBy('leads.last_visit_at', 'desc').orderBy('leads.id', 'desc');
}
