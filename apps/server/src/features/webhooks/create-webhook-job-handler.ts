import { newId } from '../../lib/secrets.ts';
import type { JobHandler } from '../../ports/job-queue.ts';
import type { PostJson } from '../../ports/post-json.ts';
import type { Ports } from '../../ports.ts';
import type { DeliveryWatch } from '../staff-alerts/watch-webhook-deliveries.ts';
import { frozenWebhookBody } from './frozen-webhook-body.ts';
import type { WebhookJobInput } from './webhook-job.ts';
import { webhookSecret } from './webhook-secret.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

type HandlerPorts = Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>;

/** Why a delivery stops for good (the job's reason). */
export const WEBHOOK_GAVE_UP = 'webhook_gave_up';

/**
 * Sends one try of a delivery. Every try sends the same bytes under the same delivery id
 * (the receiver drops duplicates by it): the body is built at the first try and kept
 * sealed (frozen-webhook-body.ts); a lead erased meanwhile is not sent. Each try is
 * signed when it leaves, so its timestamp is fresh: a receiver refuses a signature older
 * than 5 minutes, and retries come up to an hour later. A failed try is recorded and
 * thrown, so the queue retries it with backoff; the last one gives up.
 */
export function createWebhookJobHandler(
  deps: HandlerPorts,
  post: PostJson,
  /** The server's public address: the lead's picture URLs are absolute on it. */
  publicUrl: () => string,
  /** Told of each try's outcome (the clinic's webhook health, staff-alerts). */
  watch: DeliveryWatch = async () => {},
): JobHandler {
  return async (job) => {
    const { deliveryId } = job.input as WebhookJobInput;
    const delivery = await deps.db
      .selectFrom('webhook_deliveries')
      .innerJoin('clinics', 'clinics.id', 'webhook_deliveries.clinic_id')
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.clinic_id',
        'webhook_deliveries.event',
        'webhook_deliveries.lead_id',
        'webhook_deliveries.created_at',
        'webhook_deliveries.attempts',
        'webhook_deliveries.from_status',
        'webhook_deliveries.to_status',
        'webhook_deliveries.redelivery_of',
        'webhook_deliveries.visit_id',
        'webhook_deliveries.body',
        'clinics.webhook_url',
      ])
      .where('webhook_deliveries.id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery) return { ok: false, reason: 'delivery_not_found' };
    const finish = (status: 'delivered' | 'failed') =>
      deps.db
        .updateTable('webhook_deliveries')
        .set({ status, delivered_at: status === 'delivered' ? deps.clock().toISOString() : null })
        .where('id', '=', deliveryId)
        .execute();

    const body = await frozenWebhookBody(deps, delivery, publicUrl);
    if (!body.ok) {
      await finish('failed');
      return { ok: false, reason: body.error };
    }
    const secret = await webhookSecret(deps, delivery.clinic_id);
    if (!delivery.webhook_url || !secret) {
      await finish('failed');
      return { ok: false, reason: 'no_webhook_url' };
    }
    const timestamp = Math.floor(deps.clock().getTime() / 1000);
    const started = performance.now();
    const answer = await post(delivery.webhook_url, body.value, {
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body.value),
      'afterlook-delivery': deliveryId,
    });
    const attempt = Number(delivery.attempts) + 1;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({
          id: newId(),
          delivery_id: deliveryId,
          attempt,
          status_code: answer.status,
          error: answer.ok ? null : answer.error.slice(0, 500),
          duration_ms: Math.round(performance.now() - started),
          at: deps.clock().toISOString(),
        })
        .execute();
      await trx
        .updateTable('webhook_deliveries')
        .set({ attempts: attempt, last_status_code: answer.status })
        .where('id', '=', deliveryId)
        .execute();
    });
    const gaveUp = !answer.ok && job.attempts >= job.maxAttempts;
    // Its own failure never fails the try (a retry would send the delivery again).
    await watch(delivery.clinic_id, answer.ok ? 'delivered' : gaveUp ? 'gave_up' : 'failed').catch(
      () => undefined,
    );
    if (answer.ok) {
      await finish('delivered');
      return { ok: true, result: { status: answer.status } };
    }
    if (job.attempts >= job.maxAttempts) {
      await finish('failed');
      return { ok: false, reason: WEBHOOK_GAVE_UP };
    }
    throw new Error(`webhook delivery ${deliveryId}: ${answer.error}`);
  };
}
