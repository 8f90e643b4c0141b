import { type SavedLeadView, type SavedLeadViewBody, SavedLeadViewFilters } from '@afterlook/api';
import { SAVED_LEAD_VIEWS_MAX } from '@afterlook/domain';
import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db, SavedLeadViewsTable } from '../../ports/db-schema.ts';

/** Whose views: a staff member of a clinic (an admin key keeps none). */
export interface ViewOwner {
  readonly clinicId: string;
  readonly staffId: string;
}

const toView = (row: Selectable<SavedLeadViewsTable>): SavedLeadView => ({
  id: row.id,
  name: row.name,
  // Kept as validated; read through the schema so a stored view is always a valid filter.
  filters: z.parse(SavedLeadViewFilters, JSON.parse(row.filters)),
  created_at: row.created_at,
});

/** A member's saved views of the leads list, by name. */
export async function listSavedLeadViews(db: Db, owner: ViewOwner): Promise<SavedLeadView[]> {
  const rows = await db
    .selectFrom('saved_lead_views')
    .selectAll()
    .where('clinic_id', '=', owner.clinicId)
    .where('staff_id', '=', owner.staffId)
    .orderBy('name')
    .execute();
  return rows.map(toView);
}

/**
 * Saves a named set of filters for the member: up to SAVED_LEAD_VIEWS_MAX, each name
 * once (a name taken, or no room left, is a conflict: nothing is replaced).
 */
export async function saveLeadView(
  db: Db,
  owner: ViewOwner,
  body: SavedLeadViewBody,
  now: Date,
): Promise<Result<SavedLeadView, 'view_name_taken' | 'view_limit_reached'>> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('saved_lead_views')
      .select('name')
      .where('staff_id', '=', owner.staffId)
      .execute();
    if (existing.some((view) => view.name === body.name)) {
      return fail('view_name_taken', 'You already have a view with this name');
    }
    if (existing.length >= SAVED_LEAD_VIEWS_MAX) {
      return fail(
        'view_limit_reached',
        `You can keep ${SAVED_LEAD_VIEWS_MAX} views; delete one to save another`,
      );
    }
    const row = {
      id: newId(),
      clinic_id: owner.clinicId,
      staff_id: owner.staffId,
      name: body.name,
      filters: JSON.stringify(body.filters),
      created_at: now.toISOString(),
    };
    await trx.insertInto('saved_lead_views').values(row).execute();
    return ok(toView(row));
  });
}

/** Deletes one of the member's own views; anyone else's (or none) is not found. */
export async function deleteLeadView(
  db: Db,
  owner: ViewOwner,
  viewId: string,
): Promise<Result<{ id: string }, 'view_not_found'>> {
  const deleted = await db
    .deleteFrom('saved_lead_views')
    .where('id', '=', viewId)
    .where('clinic_id', '=', owner.clinicId)
    .where('staff_id', '=', owner.staffId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return fail('view_not_found', 'No such view');
  return ok({ id: viewId });
}
