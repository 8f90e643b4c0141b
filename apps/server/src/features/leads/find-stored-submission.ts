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
  return db
    .selectFrom('lead_submissions')
    .innerJoin('leads', 'leads.id', 'lead_submissions.lead_id')
    .select(['leads.patient_uuid', 'lead_submissions.request_hash'])
    .where('lead_submissions.clinic_id', '=', clinicId)
    .where('lead_submissions.dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
}
