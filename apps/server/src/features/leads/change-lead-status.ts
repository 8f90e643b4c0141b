import type { LeadStatus } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { stageWebhook } from '../webhooks/queue-webhook.ts';

/**
 * Moves a lead of the clinic to a status, records who did it and when, and tells the
 * clinic's webhook. Setting the status it already has records nothing.
 */
export async function changeLeadStatus(
  deps: Pick<Ports, 'db' | 'clock' | 'jobs'>,
  clinicId: string,
  patientUuid: string,
  status: LeadStatus,
  actor: ClinicActor,
): Promise<Result<{ changed: boolean }, 'lead_not_found'>> {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'status'])
      .where('patient_uuid', '=', patientUuid)
      .where('clinic_id', '=', clinicId)
      .executeTakeFirst();
    if (!lead) return null;
    if (lead.status === status) return { id: lead.id, changed: false, webhook: null };
    const at = deps.clock().toISOString();
    await trx.updateTable('leads').set({ status }).where('id', '=', lead.id).execute();
    await trx
      .insertInto('lead_activity')
      .values({
        id: newId(),
        lead_id: lead.id,
        kind: 'status',
        from_status: lead.status,
        to_status: status,
        note: null,
        actor_kind: actor.kind,
        actor_label: actor.label,
        at,
      })
      .execute();
    // The webhook's delivery commits with the change (the job outbox).
    const webhook = await stageWebhook(trx, deps.clock, clinicId, 'lead.status_changed', lead.id, {
      from_status: lead.status as LeadStatus,
      to_status: status,
    });
    return { id: lead.id, changed: true, webhook };
  });
  if (!changed) return fail('lead_not_found', 'No such lead');
  if (changed.webhook) await relayStaged(deps, [changed.webhook.jobKey]);
  return ok({ changed: changed.changed });
}
