import type { FollowUpRecorded, FollowUpRequest } from '@afterlook/api';
import { FOLLOW_UP_DUE_MS, NOT_CAPTURED } from '@afterlook/domain';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { newPatientKey, storePatientKey } from '../privacy/patient-keys.ts';
import { stageFollowUpAlerts } from '../staff-alerts/stage-follow-up-alerts.ts';
import { type SealedFollowUpColumn, sealFollowUpField } from './follow-up-fields.ts';

/**
 * Records a promise the widget just made the patient, due when the widget said it would
 * be kept. Once per session, kind and procedure: a reload or a second tab answers the
 * promise already recorded, with its original deadline. The contact is sealed under the
 * task's own key, erased with it.
 */
export async function recordFollowUp(
  deps: Pick<Ports, 'db' | 'clock' | 'cipher' | 'jobs' | 'mailer'>,
  requester: { readonly clinicId: string; readonly sessionId: string },
  body: FollowUpRequest,
): Promise<FollowUpRecorded> {
  const now = deps.clock();
  const id = newId();
  const key = newPatientKey(deps.cipher, id);
  const seal = (column: SealedFollowUpColumn) =>
    sealFollowUpField(key.cipher, column, id, body[column] || NOT_CAPTURED);
  const dueAt = new Date(now.getTime() + FOLLOW_UP_DUE_MS[body.kind]).toISOString();
  const createdAt = now.toISOString();
  const alerts = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('follow_ups')
      .values({
        id,
        clinic_id: requester.clinicId,
        session_id: requester.sessionId,
        kind: body.kind,
        procedure: body.procedure,
        name: seal('name'),
        email: seal('email'),
        phone: seal('phone'),
        created_at: createdAt,
        due_at: dueAt,
        done_at: null,
        done_by: null,
        reason: null,
      })
      .onConflict((conflict) => conflict.columns(['session_id', 'kind', 'procedure']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return [];
    await storePatientKey(trx, { kind: 'follow_up', clinicId: requester.clinicId, createdAt }, key);
    // The staff hear of the promise by email too, in the same commit (staff-alerts).
    return stageFollowUpAlerts(trx, deps, requester.clinicId, id, dueAt);
  });
  await relayStaged(deps, alerts);
  const recorded = await deps.db
    .selectFrom('follow_ups')
    .select(['id', 'due_at'])
    .where('session_id', '=', requester.sessionId)
    .where('kind', '=', body.kind)
    .where('procedure', '=', body.procedure)
    .executeTakeFirstOrThrow();
  return recorded;
}
