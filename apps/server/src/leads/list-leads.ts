import type { AdminLead, AdminLeadsQuery } from '@afterlook/api';
import { fail, ok, type Result } from '../lib/result.ts';
import type { Ports } from '../ports.ts';
import { emailIndex, phoneIndex } from '../privacy/lead-fields.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { normalizePhone } from './normalize-phone.ts';
import { LEAD_COLUMNS, toAdminLead } from './to-admin-lead.ts';

export const DEFAULT_LEADS_PAGE = 50;

export interface LeadsPage {
  readonly leads: AdminLead[];
  readonly next_cursor: string | null;
}

/** Cursor of a page: the last lead's created_at and id, base64url JSON. */
const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');

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
 * A clinic's leads, newest first, with their messages and signed picture addresses;
 * optionally only those with an exact phone or email (found by their keyed hashes:
 * the values themselves are sealed).
 */
export async function listLeads(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  { clinicId, keyEpoch }: SigningClinic,
  page: AdminLeadsQuery = {},
): Promise<Result<LeadsPage, 'invalid_cursor'>> {
  const limit = page.limit ?? DEFAULT_LEADS_PAGE;
  let query = deps.db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('clinic_id', '=', clinicId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (page.phone !== undefined) {
    query = query.where('phone_hash', '=', phoneIndex(deps.cipher, normalizePhone(page.phone)));
  }
  if (page.email !== undefined) {
    query = query.where('email_hash', '=', emailIndex(deps.cipher, page.email));
  }
  if (page.cursor !== undefined) {
    const after = decodeCursor(page.cursor);
    if (!after) return fail('invalid_cursor', 'The cursor is not one this server gave');
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const pageRows = rows.slice(0, limit);
  const messages =
    pageRows.length === 0
      ? []
      : await deps.db
          .selectFrom('lead_messages')
          .select(['id', 'lead_id', 'message', 'sender_type', 'created_at'])
          .where(
            'lead_id',
            'in',
            pageRows.map((row) => row.id),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  const typed = messages.map((message) => ({
    ...message,
    sender_type: 'patient' as const,
  }));
  const leads = await Promise.all(pageRows.map((row) => toAdminLead(deps, row, typed, keyEpoch)));
  const last = pageRows.at(-1);
  return ok({
    leads,
    next_cursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  });
}
