import type { ProductEventProperties } from '@afterlook/api';
import { type ProductEvent, withoutContactDetails } from '@afterlook/domain';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicDay } from './clinic-day.ts';

/** Stores a named product event (docs/product/api.md#analytics) for the session's clinic. */
export async function recordProductEvent(
  db: Db,
  clock: Clock,
  requester: { readonly clinicId: string; readonly sessionId: string },
  name: ProductEvent,
  properties: ProductEventProperties,
): Promise<void> {
  // The widget leaves them out already; an older or foreign client may not.
  const kept = withoutContactDetails(properties);
  const now = clock();
  const day = await clinicDay(db, () => now, requester.clinicId);
  await db
    .insertInto('product_events')
    .values({
      id: newId(),
      clinic_id: requester.clinicId,
      session_id: requester.sessionId,
      name,
      properties: JSON.stringify(kept),
      day,
      created_at: now.toISOString(),
    })
    .execute();
}
