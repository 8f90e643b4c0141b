import type { Procedure, ViewType } from '@afterlook/domain';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/secrets.ts';
import { imageBlobKey } from '../../ports/blob-key.ts';
import type { Db } from '../../ports/db-schema.ts';

export interface ImageSlot {
  readonly imageId: string;
  /** Where the normalised photo will live; its signed URLs are the slot's put/get URLs. */
  readonly blobKey: string;
}

export interface SlotRequest {
  readonly view_type: ViewType | null;
  readonly procedure_types: readonly Procedure[];
}

/**
 * Reserves one image per requested slot (status pending, nothing stored yet), all
 * under one batch id, in one transaction, owned by the session that asked (only it may
 * use them in a transform or a lead). Keys are built here, never by the client.
 */
export async function createImageSlots(
  db: Db,
  clock: Clock,
  clinicId: string,
  source: 'form' | 'widget',
  requests: readonly SlotRequest[],
  /** The patient's session; null only for slots made outside a request (tools, tests). */
  sessionId: string | null = null,
): Promise<{ batchId: string | null; slots: ImageSlot[] }> {
  const batchId = source === 'form' ? newId() : null;
  const at = clock().toISOString();
  const slots = requests.map(() => {
    const imageId = newId();
    return { imageId, blobKey: imageBlobKey(clinicId, imageId) };
  });
  await db
    .insertInto('images')
    .values(
      slots.map((slot, i) => ({
        id: slot.imageId,
        clinic_id: clinicId,
        session_id: sessionId,
        batch_id: batchId,
        source,
        blob_key: slot.blobKey,
        view_type: requests[i]?.view_type ?? null,
        procedure_types: JSON.stringify(requests[i]?.procedure_types ?? []),
        status: 'pending' as const,
        width: null,
        height: null,
        analysis_key: null,
        verdict: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  return { batchId, slots };
}
