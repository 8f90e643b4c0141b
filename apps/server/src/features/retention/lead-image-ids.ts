import type { Db } from '../../ports/db-schema.ts';
import { CLINIC_SAMPLE_MODEL_SOURCE } from '../clinic-sample-models/clinic-sample-model-source.ts';
import { referencedByALead } from './referenced-by-a-lead.ts';

/**
 * The photos of a lead: its before photo, its batch, the source of its transform, and
 * the other uploads of the same visit (session). `exclusive` keeps only those no other
 * lead uses (what deleting the lead may erase). The clinic's own sample models are never
 * a lead's photos.
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
  const rows = await db
    .selectFrom('images')
    .select('images.id')
    .where('images.clinic_id', '=', lead.clinic_id)
    .where((eb) =>
      eb.or([
        eb('images.session_id', '=', lead.session_id),
        ...(lead.batch_id !== null ? [eb('images.batch_id', '=', lead.batch_id)] : []),
        ...(lead.before_image_key !== null
          ? [eb('images.blob_key', '=', lead.before_image_key)]
          : []),
        ...(lead.source_kind === 'image' && lead.source_id !== null
          ? [eb('images.id', '=', lead.source_id)]
          : []),
      ]),
    )
    // A clinic's own sample model is the clinic's, never one patient's.
    .where('images.source', '!=', CLINIC_SAMPLE_MODEL_SOURCE)
    .where((eb) => (exclusive ? eb.not(referencedByALead(leadId)(eb)) : eb.lit(true)))
    .orderBy('images.created_at')
    .execute();
  return rows.map((row) => row.id);
}
