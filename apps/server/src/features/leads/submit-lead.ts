import type { LeadSubmission } from '@afterlook/api';
import { type Language, MESSAGES } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { loadPhoneCountries } from '../clinics/load-phone-countries.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { testFaultPoint } from '../outbox/test-fault-point.ts';
import { emailIndex, phoneIndex, sealLeadField } from '../privacy/lead-fields.ts';
import { newPatientKey, storePatientKey } from '../privacy/patient-keys.ts';
import { stageLeadAlerts } from '../staff-alerts/stage-lead-alerts.ts';
import { stageWebhook } from '../webhooks/queue-webhook.ts';
import { addReturningVisit } from './add-returning-visit.ts';
import { claimSubmission } from './claim-submission.ts';
import { findStoredSubmission } from './find-stored-submission.ts';
import { indexLeadSearch } from './index-lead-search.ts';
import { leadProcedure } from './lead-images.ts';
import { readLeadPhones } from './read-lead-phones.ts';
import { type LeadImagesError, resolveLeadImages } from './resolve-lead-images.ts';
import { storeContactHashes } from './store-contact-hashes.ts';

/** Whose lead it is: the clinic's, and the patient's session that submitted it. */
export interface LeadOwner {
  readonly clinicId: string;
  readonly sessionId: string;
}

export interface LeadRequester extends LeadOwner {
  /** Language of the refusal texts (default en). */
  readonly lang?: Language;
}

export interface SubmittedLead {
  readonly patientUuid: string;
  /** False when the submission repeated one already stored (that lead is answered). */
  readonly created: boolean;
}

export type SubmitLeadError = LeadImagesError | 'idempotency_conflict' | 'invalid_phone';

/**
 * Stores a lead for the session's clinic, exactly once per submission: a retry with
 * the same Idempotency-Key (and the same body: another body is a 409, never a silently
 * dropped lead), else the same batch_id and phone, else the same body from the same
 * session finds the lead already stored. The submission's dedupe key is claimed first
 * (claim-submission.ts): concurrent identical submissions store one lead on SQLite and
 * PostgreSQL alike. The batch or image must be the session's own.
 * Phones are read for the clinic's countries and stored as E.164 (else 'invalid_phone'). Contact details and answers are sealed
 * under the lead's own key; the phone and email also leave keyed hashes for search, and
 * the body a keyed hash for the replay check. A returning patient (the same phone or email
 * within the clinic's window) becomes a visit of their lead, answered with its uuid
 * (add-returning-visit.ts).
 */
export async function submitLead(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'samples' | 'jobs' | 'cipher' | 'pool' | 'mailer'>,
  requester: LeadRequester,
  submission: LeadSubmission,
  idempotencyKey: string | undefined,
): Promise<Result<SubmittedLead, SubmitLeadError>> {
  const { db, cipher } = deps;
  const countries = await loadPhoneCountries(db, requester.clinicId);
  const read = readLeadPhones(submission, countries, requester.lang ?? 'en');
  if (!read.ok) return read;
  const { patient_record: patientRecord, form_data: formData } = read.value;
  // A doctor-chat lead may come without a phone (its email reaches the patient).
  const phone = patientRecord.phone ?? null;
  const requestHash = cipher.index(`submission:${JSON.stringify(read.value)}`);
  const dedupeKey =
    idempotencyKey !== undefined
      ? `key:${idempotencyKey}`
      : submission.batch_id !== undefined
        ? `batch:${submission.batch_id}:${phone ? phoneIndex(cipher, phone) : 'no-phone'}`
        : `body:${requester.sessionId}:${requestHash}`;

  // Ownership first: another patient's batch is "not found", never a dedupe hit.
  const procedure = leadProcedure(submission.patient_record.procedures_of_interest);
  const images = await resolveLeadImages(deps, requester, {
    batchId: submission.batch_id,
    imageUrl: submission.image_url,
    procedure,
  });
  if (!images.ok) return images;

  const answerStored = (stored: { patient_uuid: string; request_hash: string | null }) =>
    idempotencyKey !== undefined &&
    stored.request_hash !== null &&
    stored.request_hash !== requestHash
      ? fail('idempotency_conflict', MESSAGES[requester.lang ?? 'en'].limits.idempotencyConflict)
      : ok({ patientUuid: stored.patient_uuid, created: false });
  // A lead, or a returning patient's visit of one (answered with its lead's uuid).
  const existing = () => findStoredSubmission(db, requester.clinicId, dedupeKey);
  const before = await existing();
  if (before) return answerStored(before);

  const leadId = newId();
  const patientUuid = newId();
  // The lead's own key, stored with it: deleting the lead destroys it (finding 11).
  const leadKey = newPatientKey(cipher, leadId);
  const seal = (column: Parameters<typeof sealLeadField>[1], plain: string) =>
    sealLeadField(leadKey.cipher, column, leadId, plain);
  const createdAt = deps.clock().toISOString();
  const email = submission.patient_record.email;
  const contact = {
    phoneHash: phone ? phoneIndex(cipher, phone) : null,
    emailHash: email === undefined ? null : emailIndex(cipher, email),
  };
  // The lead and its webhook delivery commit together (the job outbox): a crash after
  // the commit leaves the delivery to the outbox relay, never lost to a client's retry.
  const inserted = await db.transaction().execute(async (trx) => {
    // One patient, one lead: their phone or email within the clinic's window is a visit.
    const returning = await addReturningVisit(trx, deps, {
      clinicId: requester.clinicId,
      sessionId: requester.sessionId,
      formName: submission.form_name,
      formUserId: submission.form_user_id,
      formData,
      patientRecord,
      contact,
      batchId: submission.batch_id ?? null,
      images: images.value,
      isDebug: submission.is_debug,
      consentVersion: submission.consent_version ?? null,
      procedure,
      idempotencyKey: idempotencyKey ?? null,
      dedupeKey,
      requestHash,
      createdAt,
    });
    if (returning.kind === 'stored') return null;
    if (returning.kind === 'visit') return returning;
    const claim = { clinicId: requester.clinicId, dedupeKey, leadId, requestHash };
    if (!(await claimSubmission(trx, claim))) return null;
    const lead = await trx
      .insertInto('leads')
      .values({
        id: leadId,
        patient_uuid: patientUuid,
        clinic_id: requester.clinicId,
        session_id: requester.sessionId,
        form_name: submission.form_name,
        form_user_id: submission.form_user_id,
        form_data: seal('form_data', JSON.stringify(formData)),
        patient_record: seal('patient_record', JSON.stringify(patientRecord)),
        phone: seal('phone', phone ?? ''),
        batch_id: submission.batch_id ?? null,
        image_source: images.value.source,
        before_image_key: images.value.beforeImageKey,
        sample_model_id: images.value.sampleModelId,
        transform_job_id: images.value.transformJobId,
        after_image_keys: JSON.stringify(images.value.afterImageKeys),
        is_debug: submission.is_debug ? 1 : 0,
        idempotency_key: idempotencyKey ?? null,
        consent_version: submission.consent_version ?? null,
        procedure,
        created_at: createdAt,
        last_visit_at: createdAt,
      })
      .returning('patient_uuid')
      .executeTakeFirstOrThrow();
    await storeContactHashes(trx, { id: leadId, clinicId: requester.clinicId }, contact, 'lead');
    await storePatientKey(trx, { kind: 'lead', clinicId: requester.clinicId, createdAt }, leadKey);
    // The clinic's CRM hears of each new lead (durably queued; retried until it answers).
    const webhook = await stageWebhook(trx, deps.clock, requester.clinicId, 'lead.created', leadId);
    // Staff who want new leads at once are emailed, in the same commit (staff-alerts).
    const alerts = await stageLeadAlerts(trx, deps, requester.clinicId, leadId);
    return { kind: 'lead' as const, patientUuid: lead.patient_uuid, webhook, alerts };
  });
  if (inserted?.kind === 'visit') {
    if (inserted.webhook) await relayStaged(deps, [inserted.webhook.jobKey]);
    await relayStaged(deps, inserted.alerts);
    return ok({ patientUuid: inserted.patientUuid, created: true });
  }
  if (inserted) {
    testFaultPoint('lead-committed');
    // A crash before this line leaves search_indexed 0: the next start indexes it.
    await indexLeadSearch(db, cipher, { id: leadId, clinic_id: requester.clinicId }, patientRecord);
    if (inserted.webhook) await relayStaged(deps, [inserted.webhook.jobKey]);
    await relayStaged(deps, inserted.alerts);
    return ok({ patientUuid: inserted.patientUuid, created: true });
  }

  // A concurrent identical submission won the insert: answer its lead.
  const winner = await existing();
  if (!winner) throw new Error('lead insert conflicted but no lead holds its dedupe key');
  return answerStored(winner);
}
