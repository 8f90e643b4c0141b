import type { Ports } from '../../ports.ts';
import { eraseImages } from '../retention/erase-images.ts';
import { CLINIC_SAMPLE_MODEL_SOURCE } from './clinic-sample-model-source.ts';

/**
 * Deletes one of the clinic's own sample models: its photo, analyses and the results
 * made from it. Leads that used it keep their details; their pictures end. False when
 * the clinic has no such model (another clinic's id reads the same).
 */
export async function deleteClinicSampleModel(
  deps: Pick<Ports, 'db' | 'blobs' | 'jobs'>,
  clinicId: string,
  modelId: string,
): Promise<boolean> {
  const model = await deps.db
    .selectFrom('images')
    .select('id')
    .where('id', '=', modelId)
    .where('clinic_id', '=', clinicId)
    .where('source', '=', CLINIC_SAMPLE_MODEL_SOURCE)
    .executeTakeFirst();
  if (!model) return false;
  await eraseImages(deps, clinicId, [model.id]);
  return true;
}
