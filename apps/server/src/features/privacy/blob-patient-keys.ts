import type { Clock } from '../../lib/clock.ts';
import type { BlobPatientKeys } from '../../ports/blob-patient-keys.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { patientKey, patientKeyForWrite } from './patient-keys.ts';

/** A clinic's image folder or transform folder (ports/blob-key.ts). */
const CLINIC_FOLDER = /^clinics\/([^/]+)\/(images|transforms)\/([^/]+)\//;

/**
 * The image a blob belongs to: a photo's folder names it, a transform's after images
 * belong to the photo it was made from. Shared blobs (sample models' transforms) and a
 * clinic's sample-model transforms belong to no patient.
 */
async function imageOf(
  db: Db,
  blobKey: string,
): Promise<{ readonly id: string; readonly clinicId: string } | null> {
  const [, clinicId = '', folder, id = ''] = CLINIC_FOLDER.exec(blobKey) ?? [];
  if (folder === 'images') return { id, clinicId };
  if (folder !== 'transforms') return null;
  const transform = await db
    .selectFrom('transforms')
    .select(['source_kind', 'source_id'])
    .where('job_id', '=', id)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return transform?.source_kind === 'image' ? { id: transform.source_id, clinicId } : null;
}

/** Each photo's blobs under its image's own key (ports/blob-patient-keys.ts). */
export function createBlobPatientKeys(deps: {
  readonly db: Db;
  readonly cipher: FieldCipher;
  readonly clock: Clock;
}): BlobPatientKeys {
  return {
    async forWrite(blobKey) {
      const image = await imageOf(deps.db, blobKey);
      if (!image) return null;
      return patientKeyForWrite(deps, { ...image, kind: 'image' }, deps.clock());
    },
    async forRead(blobKey) {
      const image = await imageOf(deps.db, blobKey);
      return image ? patientKey(deps, image.id) : null;
    },
  };
}
