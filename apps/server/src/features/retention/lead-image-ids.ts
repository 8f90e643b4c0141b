import type { Db } from '../../ports/db-schema.ts';
import { CLINIC_SAMPLE_MODEL_SOURCE } from '../clinic-sample-models/clinic-sample-model-source.ts';
import { referencedByALead } from './referenced-by-a-lead.ts';

/**
 * The photos of a lead: its before photo, its batch, the source of its transform, and
 * the other uploads of the same visit (session), and the same of each of a returning
 * patient's later visits. `exclusive` keeps only those no other lead uses (what deleting
 * the lead may erase). The clinic's own sample models are never a lead's photos.
 */
export async function leadImageIds(
  db: Db,
  leadId: string,
  { exclusive }: { readonly exclusive: boolean },
): Promise<string[]> {
  const lead = await db
    .selectFrom('leads')
    .leftJoin('transforms', 'transforms.job_id', 'leads.transform_job_id')
    .select([
      'leads.clinic_id',
      'leads.session_id',
      'leads.batch_id',
      'leads.before_image_key',
      'transforms.source_kind',
      'transforms.source_id',
    ])
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return [];
  const visits = await db
    .selectFrom('lead_visits')
    .leftJoin('transforms', 'transforms.job_id', 'lead_visits.transform_job_id')
    .select([
      'lead_visits.session_id',
      'lead_visits.batch_id',
      'lead_visits.before_image_key',
      'transforms.source_kind',
      'transforms.source_id',
    ])
    .where('lead_visits.lead_id', '=', leadId)
    .execute();
  const rows = await db
    .selectFrom('images')
    .select('images.id')
    .where('images.clinic_id', '=', lead.clinic_id)
    .where((eb) =>
      eb.or(
        [lead, ...visits].flatMap((visit) => [
          eb('images.session_id', '=', visit.session_id),
          ...(visit.batch_id !== null ? [eb('images.batch_id', '=', visit.batch_id)] : []),
          ...(visit.before_image_key !== null
            ? [eb('images.blob_key', '=', visit.before_image_key)]
            : []),
          ...(visit.source_kind === 'image' && visit.source_id !== null
            ? [eb('images.id', '=', visit.source_id)]
            : []),
        ]),
      ),
    )
    // A clinic's own sample model is the clinic's, never one patient's.
    .where('images.source', '!=', CLINIC_SAMPLE_MODEL_SOURCE)
    .where((eb) => (exclusive ? eb.not(referencedByALead(leadId)(eb)) : eb.lit(true)))
    .orderBy('images.created_at')
    .execute();
  return rows.map((row) => row.id);
}
