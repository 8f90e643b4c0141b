import { AuditDetail, type AuditEntry, type AuditQuery } from '@afterlook/api';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_PAGE_SIZE,
  AUDIT_TARGET_KINDS,
} from '@afterlook/domain';
import * as z from 'zod/mini';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { AuditEventsTable, Db } from '../../ports/db-schema.ts';

export interface AuditPage {
  readonly entries: AuditEntry[];
  readonly next_cursor: string | null;
}

/** A stored value as one of the domain's, else a bug (only recordAudit writes rows). */
function known<T extends string>(values: readonly T[], value: string, what: string): T {
  const match = values.find((each) => each === value);
  if (match === undefined) throw new Error(`audit row has an unknown ${what}: ${value}`);
  return match;
}

function toEntry(row: AuditEventsTable): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    action: known(AUDIT_ACTIONS, row.action, 'action'),
    actor: {
      kind: known(AUDIT_ACTOR_KINDS, row.actor_kind, 'actor kind'),
      id: row.actor_id,
      label: row.actor_label,
    },
    target:
      row.target_kind !== null && row.target_id !== null
        ? {
            kind: known(AUDIT_TARGET_KINDS, row.target_kind, 'target kind'),
            id: row.target_id,
            label: row.target_label,
          }
        : null,
    detail: z.parse(AuditDetail, JSON.parse(row.detail)),
    address: row.address,
  };
}

/**
 * A page of a clinic's audit trail, newest first; pages follow an (at, id) cursor, so a
 * page costs the same at any depth. Only the clinic's own rows are ever read.
 */
export async function listAudit(
  db: Db,
  clinicId: string,
  page: AuditQuery = {},
): Promise<Result<AuditPage, 'invalid_cursor'>> {
  const limit = page.limit ?? AUDIT_PAGE_SIZE;
  const after = page.cursor === undefined ? null : decodePageCursor(page.cursor);
  if (page.cursor !== undefined && !after) {
    return fail('invalid_cursor', 'The cursor is not one this server gave');
  }
  let query = db.selectFrom('audit_events').selectAll().where('clinic_id', '=', clinicId);
  if (after) {
    const [at, id] = after;
    query = query.where((eb) =>
      eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
    );
  }
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return ok({
    entries: pageRows.map(toEntry),
    next_cursor: rows.length > limit && last ? encodePageCursor(last.at, last.id) : null,
  });
}
