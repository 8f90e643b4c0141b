import { imageFolder, transformFolder } from '../../ports/blob-key.ts';
import type { Ports } from '../../ports.ts';
import { erasePatientKeys } from '../privacy/patient-keys.ts';

export type ErasePorts = Pick<Ports, 'db' | 'blobs'> & {
  readonly jobs: Pick<Ports['jobs'], 'forget'>;
};

/**
 * Erases a clinic's images for good: each photo, pending upload and analysis, and
 * every transform made from them (job, record and after images). Work is stopped
 * first, then blobs go before rows, so an erasure cut short is finished by running it
 * again (nothing is left that no row points to). Each image's key goes with its row:
 * a copy of its blobs kept anywhere (an S3 version, a backup) no longer opens.
 */
export async function eraseImages(
  deps: ErasePorts,
  clinicId: string,
  imageIds: readonly string[],
): Promise<void> {
  if (imageIds.length === 0) return;
  const transforms = await deps.db
    .selectFrom('transforms')
    .select('job_id')
    .where('clinic_id', '=', clinicId)
    .where('source_kind', '=', 'image')
    .where('source_id', 'in', imageIds)
    .execute();
  const jobIds = transforms.map((transform) => transform.job_id);
  await deps.jobs.forget(clinicId, jobIds);
  for (const jobId of jobIds) await deps.blobs.deleteFolder(transformFolder(clinicId, jobId));
  for (const imageId of imageIds) await deps.blobs.deleteFolder(imageFolder(clinicId, imageId));
  await deps.db.transaction().execute(async (trx) => {
    if (jobIds.length > 0) {
      await trx
        .deleteFrom('transforms')
        .where('clinic_id', '=', clinicId)
        .where('job_id', 'in', jobIds)
        .execute();
    }
    await trx
      .deleteFrom('images')
      .where('clinic_id', '=', clinicId)
      .where('id', 'in', imageIds)
      .execute();
    await erasePatientKeys(trx, imageIds);
  });
}
