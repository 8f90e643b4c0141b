import { fail, ok, type Result } from '../../lib/result.ts';
import { erasePatientKeys } from '../privacy/patient-keys.ts';
import { type Erased, nothingErased, scrubErased } from '../privacy/scrub-erased.ts';
import { eraseWebhookBodies } from '../webhooks/erase-webhook-bodies.ts';
import { type ErasePorts, eraseImages } from './erase-images.ts';
import { leadImageIds } from './lead-image-ids.ts';

export interface DeletedLead {
  readonly patient_uuid: string;
  readonly images_deleted: number;
  readonly messages_deleted: number;
}

/**
 * Deletes one patient's lead for good (a privacy request, or retention): the lead, its
 * messages and measurements, a returning patient's later visits, the patient's other
 * contact record of the same visits
 * (an unsupported-procedure request, a promised follow-up), and every photo of theirs that no other lead
 * uses, with the analyses and after images made from it. `clinicId` scopes the lookup
 * (the admin API); the operator's CLI may leave it out. Another clinic's lead is
 * 'lead_not_found', like a missing one. Their keys and the lead's keyed hashes go with
 * the rows (crypto-shredding, finding 11), and the database's files are scrubbed of
 * them, unless `erased` is given: the retention sweep collects what it erased there
 * and scrubs once.
 */
export async function deleteLead(
  deps: ErasePorts,
  patientUuid: string,
  clinicId?: string,
  { erased }: { readonly erased?: Erased } = {},
): Promise<Result<DeletedLead, 'lead_not_found'>> {
  let query = deps.db
    .selectFrom('leads')
    .select(['id', 'clinic_id', 'session_id'])
    .where('patient_uuid', '=', patientUuid);
  if (clinicId !== undefined) query = query.where('clinic_id', '=', clinicId);
  const lead = await query.executeTakeFirst();
  if (!lead) return fail('lead_not_found', 'No such lead');

  const imageIds = await leadImageIds(deps.db, lead.id, { exclusive: true });
  await eraseImages(deps, lead.clinic_id, imageIds);
  const owners = [lead.id, ...imageIds];
  // A returning patient's later visits (sealed under the lead's key) and their sessions.
  const visits = await deps.db
    .selectFrom('lead_visits')
    .select('session_id')
    .where('lead_id', '=', lead.id)
    .execute();
  const sessions = [...new Set([lead.session_id, ...visits.map((visit) => visit.session_id)])];
  const removed = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('lead_messages')
      .where('lead_id', '=', lead.id)
      .executeTakeFirst();
    for (const sessionId of sessions) {
      const otherLeads = await trx
        .selectFrom('leads')
        .select('id')
        .where('session_id', '=', sessionId)
        .where('id', '!=', lead.id)
        .union(
          trx
            .selectFrom('lead_visits')
            .select('lead_id as id')
            .where('session_id', '=', sessionId)
            .where('lead_id', '!=', lead.id),
        )
        .executeTakeFirst();
      if (otherLeads) continue;
      const requests = await trx
        .deleteFrom('unsupported_procedure_requests')
        .where('session_id', '=', sessionId)
        .returning('id')
        .execute();
      const followUps = await trx
        .deleteFrom('follow_ups')
        .where('session_id', '=', sessionId)
        .returning('id')
        .execute();
      const contacts = [...requests, ...followUps].map((row) => row.id);
      await erasePatientKeys(trx, contacts);
      owners.push(...contacts);
    }
    // Staff notes and keyed hashes go too (explicitly: foreign keys may be off).
    await trx.deleteFrom('lead_activity').where('lead_id', '=', lead.id).execute();
    await trx.deleteFrom('lead_hashes').where('lead_id', '=', lead.id).execute();
    const submissions = await trx
      .deleteFrom('lead_submissions')
      .where('lead_id', '=', lead.id)
      .returning('dedupe_key')
      .execute();
    await eraseWebhookBodies(trx, lead.id);
    await trx.deleteFrom('lead_visits').where('lead_id', '=', lead.id).execute();
    await trx.deleteFrom('leads').where('id', '=', lead.id).execute();
    await erasePatientKeys(trx, [lead.id]);
    return { count: Number(deleted.numDeletedRows), submissions };
  });
  const scrub = erased ?? nothingErased();
  scrub.owners.push(...owners);
  scrub.leads.push(lead.id);
  scrub.submissions.push(...removed.submissions.map((row) => row.dedupe_key));
  if (!erased) await scrubErased(deps.db, scrub);
  return ok({
    patient_uuid: patientUuid,
    images_deleted: imageIds.length,
    messages_deleted: removed.count,
  });
}
