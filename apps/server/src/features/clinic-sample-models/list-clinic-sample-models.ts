import type { ClinicSampleModel } from '@afterlook/api';
import type { AiSupportedProcedure, ViewType } from '@afterlook/domain';
import { DOWNLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import type { Ports } from '../../ports.ts';
import { readKeyEpoch } from '../signing/key-epoch.ts';
import { CLINIC_SAMPLE_MODEL_SOURCE } from './clinic-sample-model-source.ts';

/** The clinic's own sample models (of one procedure, or all), oldest first, with signed URLs. */
export async function listClinicSampleModels(
  deps: Pick<Ports, 'db' | 'blobs'>,
  clinicId: string,
  procedure?: AiSupportedProcedure,
): Promise<ClinicSampleModel[]> {
  let query = deps.db
    .selectFrom('images')
    .select(['id', 'blob_key', 'view_type', 'procedure_types', 'width', 'height', 'created_at'])
    .where('clinic_id', '=', clinicId)
    .where('source', '=', CLINIC_SAMPLE_MODEL_SOURCE)
    .where('status', '=', 'ready');
  if (procedure) query = query.where('procedure_types', '=', JSON.stringify([procedure]));
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return [];
  // Rows exist, so the clinic does: its epoch is there.
  const keyEpoch = (await readKeyEpoch(deps.db, clinicId)) ?? 0;
  const grant = { clinicId, keyEpoch, ttlMs: DOWNLOAD_URL_TTL_MS };
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      // Written only by addClinicSampleModel: one AI-supported procedure and its view.
      procedure: (
        JSON.parse(row.procedure_types) as AiSupportedProcedure[]
      )[0] as AiSupportedProcedure,
      view_type: row.view_type as ViewType,
      image_url: await deps.blobs.signedUrl('get', row.blob_key, grant),
      width: row.width ?? 0,
      height: row.height ?? 0,
      created_at: row.created_at,
    })),
  );
}
