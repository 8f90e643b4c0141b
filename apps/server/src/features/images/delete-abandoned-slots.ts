import type { Clock } from '../../lib/clock.ts';
import { uploadBlobKey } from '../../ports/blob-key.ts';
import type { BlobStore } from '../../ports/blob-store.ts';
import type { Db } from '../../ports/db-schema.ts';

/** An upload slot nobody filled within a day is dropped. */
export const ABANDONED_SLOT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes upload slots that never received their photo (and any half-received raw
 * upload of theirs). Ready images are never touched here.
 */
export async function deleteAbandonedSlots(
  db: Db,
  blobs: BlobStore,
  clock: Clock,
): Promise<number> {
  const cutoff = new Date(clock().getTime() - ABANDONED_SLOT_MS).toISOString();
  const stale = await db
    .selectFrom('images')
    .select(['id', 'clinic_id'])
    .where('status', 'in', ['pending', 'uploading'])
    .where('updated_at', '<', cutoff)
    .limit(1000)
    .execute();
  for (const slot of stale) {
    await blobs.delete(uploadBlobKey(slot.clinic_id, slot.id));
    await db
      .deleteFrom('images')
      .where('id', '=', slot.id)
      .where('status', 'in', ['pending', 'uploading'])
      .where('updated_at', '<', cutoff)
      .execute();
  }
  return stale.length;
}
