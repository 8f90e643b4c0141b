import type { AdminLeadSummary, AdminLeadsQuery } from '@afterlook/api';
import { LEADS_PAGE_SIZE } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { filterByAssignee } from './filter-by-assignee.ts';
import { filterLeads, type LeadsQuery } from './filter-leads.ts';
import { loadAdminLeads } from './load-admin-leads.ts';
import { LEAD_COLUMNS } from './to-admin-lead.ts';

export interface LeadsPage {
  readonly leads: AdminLeadSummary[];
  readonly total: number;
  readonly next_cursor: string | null;
}

/** Cursor of a page: the last lead's latest visit and id, base64url JSON. */
const encodeCursor = (lastVisitAt: string, id: string) =>
  Buffer.from(JSON.stringify([lastVisitAt, id]), 'utf8').toString('base64url');

/**
 * Leads visited before (last_visit_at, id): the next page after a page's last lead, as a
 * row-value comparison both databases seek in the (clinic_id, last_visit_at, id) index.
 */
const visitedBefore = (query: LeadsQuery, [lastVisitAt, id]: readonly [string, string]) =>
  query.where((eb) =>
    eb(eb.refTuple('leads.last_visit_at', 'leads.id'), '<', eb.tuple(lastVisitAt, id)),
  );

function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // fall through
  }
  return null;
}

/**
 * A page of a clinic's leads, the latest visited first (a returning patient comes back
 * to the top), narrowed by the dashboard's filters, with
 * the total that match, how many messages each has (not the messages: finding 15),
 * their activity and signed picture addresses.
 * Pages follow a (last_visit_at, id) cursor, so a page costs the same at any depth.
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
  let after: [string, string] | null = null;
  if (page.cursor !== undefined) {
    after = decodeCursor(page.cursor);
    if (!after) return fail('invalid_cursor', 'The cursor is not one this server gave');
  }
  const query = (after ? visitedBefore(filtered.value, after) : filtered.value)
    .select(LEAD_COLUMNS)
    .orderBy('leads.last_visit_at', 'desc')
    .orderBy('leads.id', 'desc')
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
        ? encodeCursor(last.last_visit_at ?? last.created_at, last.id)
        : null,
  });
}
