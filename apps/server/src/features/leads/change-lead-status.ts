import type { LeadStatus } from '@afterlook/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Database } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { stageWebhook } from '../webhooks/queue-webhook.ts';

/** What moving one lead did inside its transaction: null when the clinic has no such lead. */
export type StatusMove = { readonly changed: boolean; readonly webhookKey: string | null } | null;

/**
 * Within a transaction: moves a lead of the clinic to a status, records who did it and
 * when, and stages the clinic's lead.status_changed webhook (from/to), delivered once the
 * transaction commits (relayStaged). Setting the status it already has records nothing.
 */
export async function moveLeadStatus(
  trx: Transaction<Database>,
  clock: Clock,
  clinicId: string,
  patientUuid: string,
  status: LeadStatus,
  actor: ClinicActor,
): Promise<StatusMove> {
  const lead = await trx
    .selectFrom('leads')
    .select(['id', 'status'])
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!lead) return null;
  if (lead.status === status) return { changed: false, webhookKey: null };
  const at = clock().toISOString();
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
  const webhook = await stageWebhook(trx, clock, clinicId, 'lead.status_changed', lead.id, {
    from_status: lead.status as LeadStatus,
    to_status: status,
  });
  return { changed: true, webhookKey: webhook?.jobKey ?? null };
}

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
  const moved = await deps.db
    .transaction()
    .execute((trx) => moveLeadStatus(trx, deps.clock, clinicId, patientUuid, status, actor));
  if (!moved) return fail('lead_not_found', 'No such lead');
  if (moved.webhookKey) await relayStaged(deps, [moved.webhookKey]);
  return ok({ changed: moved.changed });
}
