import type { AdminLead } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { getLead } from '../leads/get-lead.ts';
import { readKeyEpoch, type SigningClinic } from '../signing/key-epoch.ts';
import { leadImageIds } from './lead-image-ids.ts';

export interface ExportedPhoto {
  readonly image_id: string;
  readonly view_type: string | null;
  readonly created_at: string;
  /** Where the photo is stored: the caller signs a URL for it or reads it. */
  readonly blob_key: string;
}

export interface LeadExport {
  readonly clinic_id: string;
  readonly key_epoch: number;
  /** The lead as the admin API shows it: details, answers, messages, measurements. */
  readonly lead: AdminLead;
  /** Every photo the patient uploaded in that visit. */
  readonly photos: readonly ExportedPhoto[];
}

/**
 * Everything stored about one patient's lead, for a privacy (access) request.
 * `caller` scopes the lookup to its clinic (the admin API) and the lead's picture URLs
 * are signed for it (a staff member's end with their session); another clinic's lead
 * is 'lead_not_found', like a missing one.
 */
export async function exportLead(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>,
  patientUuid: string,
  caller?: SigningClinic,
): Promise<Result<LeadExport, 'lead_not_found'>> {
  let query = deps.db
    .selectFrom('leads')
    .select(['id', 'clinic_id'])
    .where('patient_uuid', '=', patientUuid);
  if (caller !== undefined) query = query.where('clinic_id', '=', caller.clinicId);
  const row = await query.executeTakeFirst();
  const notFound = fail('lead_not_found', 'No such lead');
  if (!row) return notFound;
  const keyEpoch = caller?.keyEpoch ?? (await readKeyEpoch(deps.db, row.clinic_id)) ?? 0;
  const lead = await getLead(deps, caller ?? { clinicId: row.clinic_id, keyEpoch }, patientUuid);
  if (!lead.ok) return notFound;
  const ids = await leadImageIds(deps.db, row.id, { exclusive: false });
  const photos =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('images')
          .select(['id as image_id', 'view_type', 'created_at', 'blob_key'])
          .where('id', 'in', ids)
          .where('status', '=', 'ready')
          .orderBy('created_at')
          .execute();
  return ok({ clinic_id: row.clinic_id, key_epoch: keyEpoch, lead: lead.value, photos });
}
