import type { LeadStatus } from '@afterlook/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/secrets.ts';
import type { Database } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { relayStaged } from '../outbox/relay-outbox.ts';
import { stageJob } from '../outbox/stage-job.ts';
import { WEBHOOK_JOB_KIND, WEBHOOK_MAX_ATTEMPTS, type WebhookEvent } from './webhook-job.ts';

type QueuePorts = Pick<Ports, 'db' | 'clock' | 'jobs'>;

/** A delivery recorded in a transaction, and the outbox key of its first try. */
export interface StagedWebhook {
  readonly deliveryId: string;
  readonly jobKey: string;
}

/** What a lead.status_changed delivery reports: the change as it happened. */
export interface StatusChange {
  readonly from_status: LeadStatus;
  readonly to_status: LeadStatus;
}

/** One delivery to record: its event, its lead, and what it sends again, if anything. */
interface NewDelivery {
  readonly clinicId: string;
  readonly event: WebhookEvent;
  readonly leadId: string | null;
  readonly change?: StatusChange | null;
  readonly redeliveryOf?: string | null;
  /** The visit a lead.updated delivery reports. */
  readonly visitId?: string | null;
}

/**
 * Records a delivery and stages its tries in the job outbox, in the caller's transaction.
 * Each delivery has one round of tries under one id (the receiver drops duplicates by it);
 * its body is built at the first try and kept (create-webhook-job-handler.ts).
 */
async function recordDelivery(
  trx: Transaction<Database>,
  clock: Clock,
  delivery: NewDelivery,
): Promise<StagedWebhook> {
  const deliveryId = newId();
  const at = clock().toISOString();
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id: deliveryId,
      clinic_id: delivery.clinicId,
      event: delivery.event,
      lead_id: delivery.leadId,
      status: 'pending',
      last_status_code: null,
      created_at: at,
      delivered_at: null,
      from_status: delivery.change?.from_status ?? null,
      to_status: delivery.change?.to_status ?? null,
      redelivery_of: delivery.redeliveryOf ?? null,
      visit_id: delivery.visitId ?? null,
    })
    .execute();
  const jobKey = await stageJob(trx, at, {
    idempotencyKey: `webhook:${deliveryId}:0`,
    kind: WEBHOOK_JOB_KIND,
    clinicId: delivery.clinicId,
    input: { deliveryId },
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
  return { deliveryId, jobKey };
}

/**
 * Records a notification for the clinic's webhook and stages its delivery, both in the
 * caller's transaction: the event is delivered if and only if what caused it commits
 * (then relayStaged(jobKey) queues it; a crash first leaves it to the outbox relay).
 * A status change passes what it changed, a returning patient's visit its id. Null when
 * the clinic has no webhook URL.
 */
export async function stageWebhook(
  trx: Transaction<Database>,
  clock: Clock,
  clinicId: string,
  event: WebhookEvent,
  leadId: string | null,
  change: StatusChange | null = null,
  { visitId = null }: { readonly visitId?: string | null } = {},
): Promise<StagedWebhook | null> {
  const clinic = await trx
    .selectFrom('clinics')
    .select('webhook_url')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic?.webhook_url) return null;
  return recordDelivery(trx, clock, { clinicId, event, leadId, change, visitId });
}

/**
 * Records a notification for the clinic's webhook and queues its delivery (durable:
 * it survives a restart and is retried with backoff). Null when the clinic has no
 * webhook URL; a test delivery needs one too.
 */
export async function queueWebhook(
  deps: QueuePorts,
  clinicId: string,
  event: WebhookEvent,
  leadId: string | null,
): Promise<string | null> {
  const staged = await deps.db
    .transaction()
    .execute((trx) => stageWebhook(trx, deps.clock, clinicId, event, leadId));
  if (!staged) return null;
  await relayStaged(deps, [staged.jobKey]);
  return staged.deliveryId;
}

/**
 * Sends a delivery of the clinic's again ("Send again"): a new delivery of the same event,
 * lead and change, with an id of its own (a receiver that dropped the first as a
 * duplicate takes this one) and `redelivery_of` naming the first; its body is built at
 * its own first try. The new id, or null if the delivery is not the clinic's.
 */
export async function redeliverWebhook(
  deps: QueuePorts,
  clinicId: string,
  deliveryId: string,
): Promise<string | null> {
  const staged = await deps.db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('webhook_deliveries')
      .select(['event', 'lead_id', 'from_status', 'to_status', 'visit_id'])
      .where('id', '=', deliveryId)
      .where('clinic_id', '=', clinicId)
      .executeTakeFirst();
    if (!original) return null;
    const { from_status, to_status } = original;
    return recordDelivery(trx, deps.clock, {
      clinicId,
      event: original.event as WebhookEvent,
      leadId: original.lead_id,
      change:
        from_status && to_status
          ? { from_status: from_status as LeadStatus, to_status: to_status as LeadStatus }
          : null,
      redeliveryOf: deliveryId,
      visitId: original.visit_id,
    });
  });
  if (!staged) return null;
  await relayStaged(deps, [staged.jobKey]);
  return staged.deliveryId;
}
