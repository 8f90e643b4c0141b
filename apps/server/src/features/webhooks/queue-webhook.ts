import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { WEBHOOK_JOB_KIND, WEBHOOK_MAX_ATTEMPTS, type WebhookEvent } from './webhook-job.ts';

type QueuePorts = Pick<Ports, 'db' | 'clock' | 'jobs'>;

const enqueueTry = (deps: QueuePorts, clinicId: string, deliveryId: string, round: number) =>
  deps.jobs.enqueue({
    idempotencyKey: `webhook:${deliveryId}:${round}`,
    kind: WEBHOOK_JOB_KIND,
    clinicId,
    input: { deliveryId },
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });

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
  const clinic = await deps.db
    .selectFrom('clinics')
    .select('webhook_url')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic?.webhook_url) return null;
  const id = newId();
  await deps.db
    .insertInto('webhook_deliveries')
    .values({
      id,
      clinic_id: clinicId,
      event,
      lead_id: leadId,
      status: 'pending',
      last_status_code: null,
      created_at: deps.clock().toISOString(),
      delivered_at: null,
    })
    .execute();
  await enqueueTry(deps, clinicId, id, 0);
  return id;
}

/** Sends a delivery of the clinic's again (a new round of tries); false if not its own. */
export async function redeliverWebhook(
  deps: QueuePorts,
  clinicId: string,
  deliveryId: string,
): Promise<boolean> {
  const delivery = await deps.db
    .selectFrom('webhook_deliveries')
    .select('attempts')
    .where('id', '=', deliveryId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!delivery) return false;
  await deps.db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending' })
    .where('id', '=', deliveryId)
    .execute();
  await enqueueTry(deps, clinicId, deliveryId, Number(delivery.attempts));
  return true;
}
