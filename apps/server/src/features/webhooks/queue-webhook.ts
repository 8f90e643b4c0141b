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

/** Stages one round of tries of a delivery in the job outbox (one key per round). */
const stageTry = (
  trx: Transaction<Database>,
  clock: Clock,
  clinicId: string,
  deliveryId: string,
  round: number,
) =>
  stageJob(trx, clock().toISOString(), {
    idempotencyKey: `webhook:${deliveryId}:${round}`,
    kind: WEBHOOK_JOB_KIND,
    clinicId,
    input: { deliveryId },
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });

/**
 * Records a notification for the clinic's webhook and stages its delivery, both in the
 * caller's transaction: the event is delivered if and only if what caused it commits
 * (then relayStaged(jobKey) queues it; a crash first leaves it to the outbox relay).
 * Null when the clinic has no webhook URL.
 */
export async function stageWebhook(
  trx: Transaction<Database>,
  clock: Clock,
  clinicId: string,
  event: WebhookEvent,
  leadId: string | null,
): Promise<StagedWebhook | null> {
  const clinic = await trx
    .selectFrom('clinics')
    .select('webhook_url')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic?.webhook_url) return null;
  const deliveryId = newId();
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id: deliveryId,
      clinic_id: clinicId,
      event,
      lead_id: leadId,
      status: 'pending',
      last_status_code: null,
      created_at: clock().toISOString(),
      delivered_at: null,
    })
    .execute();
  const jobKey = await stageTry(trx, clock, clinicId, deliveryId, 0);
  return { deliveryId, jobKey };
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

/** Sends a delivery of the clinic's again (a new round of tries); false if not its own. */
export async function redeliverWebhook(
  deps: QueuePorts,
  clinicId: string,
  deliveryId: string,
): Promise<boolean> {
  const jobKey = await deps.db.transaction().execute(async (trx) => {
    const delivery = await trx
      .selectFrom('webhook_deliveries')
      .select('attempts')
      .where('id', '=', deliveryId)
      .where('clinic_id', '=', clinicId)
      .executeTakeFirst();
    if (!delivery) return null;
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending' })
      .where('id', '=', deliveryId)
      .execute();
    return stageTry(trx, deps.clock, clinicId, deliveryId, Number(delivery.attempts));
  });
  if (jobKey === null) return false;
  await relayStaged(deps, [jobKey]);
  return true;
}
