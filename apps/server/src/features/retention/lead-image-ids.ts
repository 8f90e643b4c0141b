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
    .select(['clinic_id', 'session_id', 'batch_id', 'before_image_key', 'transform_job_id'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return [];
  // The lead's row is its first visit; lead_visits holds the later ones.
  const visits = [
    lead,
    ...(await db
      .selectFrom('lead_visits')
      .select(['session_id', 'batch_id', 'before_image_key', 'transform_job_id'])
      .where('lead_id', '=', leadId)
      .execute()),
  ];
  const transformJobIds = visits.flatMap((visit) => visit.transform_job_id ?? []);
  const rows = await db
    .selectFrom('images')
    .select('images.id')
    .where('images.clinic_id', '=', lead.clinic_id)
    .where((eb) =>
      eb.or([
        ...visits.flatMap((visit) => [
          eb('images.session_id', '=', visit.session_id),
          ...(visit.batch_id !== null ? [eb('images.batch_id', '=', visit.batch_id)] : []),
          ...(visit.before_image_key !== null
            ? [eb('images.blob_key', '=', visit.before_image_key)]
            : []),
        ]),
        // The photo each visit's transform ran on.
        ...(transformJobIds.length > 0
          ? [
              eb(
                'images.id',
                'in',
                eb
                  .selectFrom('transforms')
                  .select('transforms.source_id')
                  .where('transforms.job_id', 'in', transformJobIds)
                  .where('transforms.source_kind', '=', 'image')
                  .where('transforms.source_id', 'is not', null),
              ),
            ]
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
