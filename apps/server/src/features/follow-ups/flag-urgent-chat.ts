import { NOT_CAPTURED, type SafetyCategory } from '@afterlook/domain';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { findSessionContact } from '../leads/find-session-contact.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { newPatientKey, storePatientKey } from '../privacy/patient-keys.ts';
import { stageFollowUpAlerts } from '../staff-alerts/stage-follow-up-alerts.ts';
import { sealFollowUpField } from './follow-up-fields.ts';

/**
 * A patient whose chat already belongs to a lead wrote something urgent: the clinic gets
 * a task due now with the lead's name and contact and the safety category, never the
 * message itself. Once per session; a new urgent message reopens it as due now. Without a
 * lead there is nobody to call back, and nothing is stored. True when a task was flagged.
 * The task's contact is sealed under its own key (an existing task keeps its own).
 */
export async function flagUrgentChat(
  deps: Pick<Ports, 'db' | 'clock' | 'cipher' | 'jobs' | 'mailer'>,
  requester: { readonly clinicId: string; readonly sessionId: string },
  reason: SafetyCategory,
): Promise<boolean> {
  // The session's lead, or a returning patient's visit of an earlier one (issue 31).
  const lead = await findSessionContact(deps, requester);
  if (!lead) return false;
  const { record } = lead;
  const now = deps.clock().toISOString();
  const id = newId();
  const key = newPatientKey(deps.cipher, id);
  const seal = (column: 'name' | 'email' | 'phone', value: string | undefined) =>
    sealFollowUpField(key.cipher, column, id, value?.trim() || NOT_CAPTURED);
  const alerts = await deps.db.transaction().execute(async (trx) => {
    const task = await trx
      .insertInto('follow_ups')
      .values({
        id,
        clinic_id: requester.clinicId,
        session_id: requester.sessionId,
        kind: 'urgent_chat',
        procedure: lead.procedure ?? record.procedures_of_interest?.[0] ?? '',
        name: seal('name', `${record.first_name} ${record.last_name}`),
        email: seal('email', record.email),
        phone: seal('phone', record.phone),
        created_at: now,
        due_at: now,
        done_at: null,
        done_by: null,
        reason,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['session_id', 'kind', 'procedure'])
          .doUpdateSet({ reason, due_at: now, done_at: null, done_by: null }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    // A task already there kept its values and key: the new key is stored only with a new row.
    if (task.id === id) {
      await storePatientKey(
        trx,
        { kind: 'follow_up', clinicId: requester.clinicId, createdAt: now },
        key,
      );
    }
    // Staff are emailed at once, in the same commit (staff-alerts); reopened, again.
    return stageFollowUpAlerts(trx, deps, requester.clinicId, task.id, now);
  });
  await relayStaged(deps, alerts);
  return true;
}
