import type { Transaction } from 'kysely';
import { newId } from '../../lib/secrets.ts';
import type { Database } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { sealVisitField } from '../privacy/lead-fields.ts';
import { patientCipherForWrite } from '../privacy/patient-keys.ts';
import { stageLeadAlerts } from '../staff-alerts/stage-lead-alerts.ts';
import { type StagedWebhook, stageWebhook } from '../webhooks/queue-webhook.ts';
import { claimSubmission } from './claim-submission.ts';
import { type ContactHashes, findReturningLead, lockContacts } from './find-returning-lead.ts';
import { findStoredSubmission } from './find-stored-submission.ts';
import type { LeadImages } from './lead-images.ts';
import { storeContactHashes } from './store-contact-hashes.ts';

/** A submission as the lead or visit stores it (submit-lead.ts has read and checked it). */
export interface VisitSubmission {
  readonly clinicId: string;
  readonly sessionId: string;
  readonly formName: string;
  readonly formUserId: string;
  readonly formData: unknown;
  readonly patientRecord: unknown;
  readonly contact: ContactHashes;
  readonly batchId: string | null;
  readonly images: LeadImages;
  readonly isDebug: boolean;
  readonly consentVersion: string | null;
  readonly procedure: string | null;
  readonly idempotencyKey: string | null;
  readonly dedupeKey: string;
  readonly requestHash: string;
  readonly createdAt: string;
}

export type ReturningVisit =
  /** No lead of this patient within the window: the submission is a new lead. */
  | { readonly kind: 'new_lead' }
  /** Stored already (a retry that waited for its first try): answer what is stored. */
  | { readonly kind: 'stored' }
  | {
      readonly kind: 'visit';
      readonly patientUuid: string;
      readonly visitId: string;
      readonly webhook: StagedWebhook | null;
      /** Outbox keys of the instant alert emails to relay after the commit. */
      readonly alerts: string[];
    };

/**
 * One patient, one lead (issue 31): in the submission's transaction, with the patient's
 * phone and email held (lockContacts), a submission whose phone or email is a lead's
 * within the clinic's returning_patient_window_days becomes a visit of that lead: its
 * answers, contact, pictures and consent kept as they came, sealed under the lead's own
 * key; the lead's latest visit and count move, and the clinic's webhook hears
 * `lead.updated` with the visit and the staff who want new leads at once get an email
 * (both staged in the same commit). A retry of a submission
 * stored meanwhile is 'stored', never a second visit.
 */
export async function addReturningVisit(
  trx: Transaction<Database>,
  deps: Pick<Ports, 'clock' | 'cipher' | 'mailer'>,
  visit: VisitSubmission,
): Promise<ReturningVisit> {
  const { clinicId } = visit;
  const { phoneHash, emailHash } = visit.contact;
  if (phoneHash === null && emailHash === null) return { kind: 'new_lead' };
  const clinic = await trx
    .selectFrom('clinics')
    .select('returning_patient_window_days')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  const days = clinic?.returning_patient_window_days ?? 0;
  if (days <= 0) return { kind: 'new_lead' };
  await lockContacts(trx, clinicId, visit.contact);
  if (await findStoredSubmission(trx, clinicId, visit.dedupeKey)) return { kind: 'stored' };
  const now = new Date(visit.createdAt);
  const lead = await findReturningLead(trx, { clinicId, isDebug: visit.isDebug }, visit.contact, {
    days,
    now,
  });
  if (!lead) return { kind: 'new_lead' };

  const visitId = newId();
  const leadCipher = await patientCipherForWrite(
    { db: trx, cipher: deps.cipher },
    { id: lead.id, kind: 'lead', clinicId },
    now,
  );
  const claim = {
    clinicId,
    dedupeKey: visit.dedupeKey,
    leadId: lead.id,
    requestHash: visit.requestHash,
  };
  if (!(await claimSubmission(trx, claim))) return { kind: 'stored' };
  await trx
    .insertInto('lead_visits')
    .values({
      id: visitId,
      lead_id: lead.id,
      clinic_id: clinicId,
      session_id: visit.sessionId,
      form_name: visit.formName,
      form_user_id: visit.formUserId,
      form_data: sealVisitField(leadCipher, 'form_data', visitId, JSON.stringify(visit.formData)),
      patient_record: sealVisitField(
        leadCipher,
        'patient_record',
        visitId,
        JSON.stringify(visit.patientRecord),
      ),
      batch_id: visit.batchId,
      image_source: visit.images.source,
      before_image_key: visit.images.beforeImageKey,
      sample_model_id: visit.images.sampleModelId,
      transform_job_id: visit.images.transformJobId,
      after_image_keys: JSON.stringify(visit.images.afterImageKeys),
      is_debug: visit.isDebug ? 1 : 0,
      consent_version: visit.consentVersion,
      procedure: visit.procedure,
      measurements: null,
      idempotency_key: visit.idempotencyKey,
      created_at: visit.createdAt,
    })
    .execute();
  await storeContactHashes(trx, { id: lead.id, clinicId }, visit.contact, 'visit');
  await trx
    .updateTable('leads')
    .set((eb) => ({ last_visit_at: visit.createdAt, visit_count: eb('visit_count', '+', 1) }))
    .where('id', '=', lead.id)
    .execute();
  const webhook = await stageWebhook(trx, deps.clock, clinicId, 'lead.updated', lead.id, null, {
    visitId,
  });
  const alerts = await stageLeadAlerts(trx, deps, clinicId, lead.id, visitId);
  return { kind: 'visit', patientUuid: lead.patientUuid, visitId, webhook, alerts };
}
