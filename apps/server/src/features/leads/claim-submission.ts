import type { Db } from '../../ports/db-schema.ts';

/**
 * Records a submission under its dedupe key for the lead it makes or joins, in the
 * caller's transaction, before that lead or visit is stored; false when the key is taken
 * (a concurrent identical submission won: nothing is to be stored). The primary key on
 * (clinic_id, dedupe_key) and ON CONFLICT DO NOTHING make this hold on SQLite and
 * PostgreSQL alike.
 */
export async function claimSubmission(
  db: Db,
  submission: {
    readonly clinicId: string;
    readonly dedupeKey: string;
    readonly leadId: string;
    readonly requestHash: string;
  },
): Promise<boolean> {
  const claimed = await db
    .insertInto('lead_submissions')
    .values({
      clinic_id: submission.clinicId,
      dedupe_key: submission.dedupeKey,
      lead_id: submission.leadId,
      request_hash: submission.requestHash,
    })
    .onConflict((conflict) => conflict.columns(['clinic_id', 'dedupe_key']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
