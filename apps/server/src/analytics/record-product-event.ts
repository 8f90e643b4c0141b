import type { ProductEventProperties } from '@afterlook/api';
import { analyticsDay, type ProductEvent } from '@afterlook/domain';
import type { Db } from '../db/create-db.ts';
import type { Clock } from '../lib/clock.ts';
import { newId } from '../lib/secrets.ts';

/**
 * Property names that would copy a patient's contact details into the event log: the
 * lead already holds them, under the clinic's control, so events never keep them.
 */
const CONTACT_PROPERTY = /^(?:(?:first|last|full)[\s_-]?)?(?:name|phone|e-?mail|mobile)$/i;

/** Stores a named product event (SPEC.md §7.4) for the session's clinic. */
export async function recordProductEvent(
  db: Db,
  clock: Clock,
  requester: { readonly clinicId: string; readonly sessionId: string },
  name: ProductEvent,
  properties: ProductEventProperties,
): Promise<void> {
  const kept = Object.fromEntries(
    Object.entries(properties).filter(([key]) => !CONTACT_PROPERTY.test(key.trim())),
  );
  const now = clock();
  await db
    .insertInto('product_events')
    .values({
      id: newId(),
      clinic_id: requester.clinicId,
      session_id: requester.sessionId,
      name,
      properties: JSON.stringify(kept),
      day: analyticsDay(now),
      created_at: now.toISOString(),
    })
    .execute();
}
