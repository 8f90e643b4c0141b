import type { AdminLeadSummary, AdminLeadsQuery } from '@afterlook/api';
import { LEADS_PAGE_SIZE, type LeadSort } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { filterByAssignee } from './filter-by-assignee.ts';
import { filterLeads } from './filter-leads.ts';
import { type LeadKey, sortLeads, statusRank } from './lead-sort.ts';
import { loadAdminLeads } from './load-admin-leads.ts';
import { LEAD_COLUMNS } from './to-admin-lead.ts';

export interface LeadsPage {
  readonly leads: AdminLeadSummary[];
  readonly total: number;
  readonly next_cursor: string | null;
}

/** Cursor of a page: its sort and the last lead's key (lead-sort.ts), base64url JSON. */
const encodeCursor = (sort: LeadSort, [rank, lastVisitAt, id]: LeadKey) =>
  Buffer.from(JSON.stringify([sort, rank, lastVisitAt, id]), 'utf8').toString('base64url');

/** A cursor of this sort (one of another sort is refused: its key means another order). */
function decodeCursor(cursor: string, sort: LeadSort): LeadKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value)) return null;
    // A cursor given before sorts: [last_visit_at, id], newest first.
    if (value.length === 2 && sort === 'received_desc') {
      const [lastVisitAt, id] = value;
      if (typeof lastVisitAt === 'string' && typeof id === 'string') return [0, lastVisitAt, id];
    }
    const [cursorSort, rank, lastVisitAt, id] = value;
    if (
      value.length === 4 &&
      cursorSort === sort &&
      Number.isInteger(rank) &&
      typeof lastVisitAt === 'string' &&
      typeof id === 'string'
    ) {
      return [rank as number, lastVisitAt, id];
    }
  } catch {
    // fall through
  }
  return null;
}

/**
 * A page of a clinic's leads, the latest visited first (a returning patient comes back
 * to the top) unless another sort is asked for (lead-sort.ts), narrowed by the dashboard's filters, with
 * the total that match, how many messages each has (not the messages: finding 15),
 * their activity and signed picture addresses.
 * Pages follow a keyset cursor of their sort, so a page costs the same at any depth.
 */
export async function listLeads(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>,
  signing: SigningClinic & { readonly actor?: ClinicActor },
  page: AdminLeadsQuery = {},
): Promise<Result<LeadsPage, 'invalid_cursor' | 'query_too_short' | 'assignee_not_a_member'>> {
  const limit = page.limit ?? LEADS_PAGE_SIZE;
  const clinicLeads = await filterLeads(deps.db, deps.cipher, signing.clinicId, page);
  if (!clinicLeads.ok) return clinicLeads;
  const filtered = filterByAssignee(clinicLeads.value, page.assignee, signing.actor);
  if (!filtered.ok) return filtered;
  const sort = page.sort ?? 'received_desc';
  let after: LeadKey | null = null;
  if (page.cursor !== undefined) {
    after = decodeCursor(page.cursor, sort);
    if (!after) return fail('invalid_cursor', 'The cursor is not one this server gave');
  }
  const query = sortLeads(filtered.value, sort, after)
    .select(LEAD_COLUMNS)
    .limit(limit + 1);
  const [rows, counted] = await Promise.all([
    query.execute(),
    filtered.value.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return ok({
    leads: await loadAdminLeads(deps, pageRows, signing),
    total: Number(counted.total),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor(sort, [
            statusRank(last.status),
            last.last_visit_at ?? last.created_at,
            last.id,
          ])
        : null,
  });
}
