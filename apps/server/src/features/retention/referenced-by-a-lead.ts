import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';

/**
 * The images some lead of their clinic points to, itself or through a returning
 * patient's later visit of it: as its before photo, through its upload batch, or as the
 * source of its transform. `exceptLeadId` leaves one lead out (the one being deleted),
 * with its visits.
 */
export const referencedByALead =
  (exceptLeadId?: string) => (eb: ExpressionBuilder<Database, 'images'>) => {
    const leads = () => {
      const query = eb.selectFrom('leads').whereRef('leads.clinic_id', '=', 'images.clinic_id');
      return exceptLeadId === undefined ? query : query.where('leads.id', '!=', exceptLeadId);
    };
    const visits = () => {
      const query = eb
        .selectFrom('lead_visits')
        .whereRef('lead_visits.clinic_id', '=', 'images.clinic_id');
      return exceptLeadId === undefined
        ? query
        : query.where('lead_visits.lead_id', '!=', exceptLeadId);
    };
    return eb.or([
      eb.exists(
        visits()
          .select('lead_visits.id')
          .whereRef('lead_visits.before_image_key', '=', 'images.blob_key'),
      ),
      eb.exists(
        visits().select('lead_visits.id').whereRef('lead_visits.batch_id', '=', 'images.batch_id'),
      ),
      eb.exists(
        leads().select('leads.id').whereRef('leads.before_image_key', '=', 'images.blob_key'),
      ),
      eb.exists(leads().select('leads.id').whereRef('leads.batch_id', '=', 'images.batch_id')),
      // The source of a transform of a lead or of a later visit.
      eb.exists(
        eb
          .selectFrom('transforms')
          .select('transforms.job_id')
          .where('transforms.source_kind', '=', 'image')
          .whereRef('transforms.source_id', '=', 'images.id')
          .where((transform) =>
            transform.or([
              transform('transforms.job_id', 'in', leads().select('leads.transform_job_id')),
              transform('transforms.job_id', 'in', visits().select('lead_visits.transform_job_id')),
            ]),
          ),
      ),
    ]);
  };
