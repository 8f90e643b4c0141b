import type { Db } from '../../ports/db-schema.ts';

/** A submission already stored: its lead's uuid and the hash of the body it came with. */
export interface StoredSubmission {
  readonly patient_uuid: string;
  readonly request_hash: string | null;
}

/**
 * The submission stored under this dedupe key, as a lead or as a returning patient's
 * visit of one (answered with its lead's uuid): a retry finds what the first try stored.
 */
export async function findStoredSubmission(
  db: Db,
  clinicId: string,
  dedupeKey: string,
): Promise<StoredSubmission | undefined> {
  const lead = await db
    .selectFrom('leads')
    .select(['patient_uuid', 'request_hash'])
    .where('clinic_id', '=', clinicId)
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  if (lead) return lead;
  return db
    .selectFrom('lead_visits')
    .innerJoin('leads', 'leads.id', 'lead_visits.lead_id')
    .select(['leads.patient_uuid', 'lead_visits.request_hash'])
    .where('lead_visits.clinic_id', '=', clinicId)
    .where('lead_visits.dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
}
