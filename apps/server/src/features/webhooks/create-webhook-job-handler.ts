import { newId } from '../../lib/secrets.ts';
import type { JobHandler } from '../../ports/job-queue.ts';
import type { PostJson } from '../../ports/post-json.ts';
import type { Ports } from '../../ports.ts';
import { getLead } from '../leads/get-lead.ts';
import { readKeyEpoch } from '../signing/key-epoch.ts';
import { withAbsolutePictureUrls } from './absolute-picture-urls.ts';
import type { WebhookJobInput } from './webhook-job.ts';
import { webhookSecret } from './webhook-secret.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

type HandlerPorts = Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>;

/** Why a delivery stops for good (the job's reason). */
export const WEBHOOK_GAVE_UP = 'webhook_gave_up';

/**
 * Sends one try of a delivery. The body is built now, so its picture URLs are fresh
 * (valid 1 h from this try) and a lead deleted meanwhile is not sent; the delivery id
 * stays the same across tries, for the receiver to drop duplicates. A failed try is
 * recorded and thrown, so the queue retries it with backoff; the last one gives up.
 */
export function createWebhookJobHandler(
  deps: HandlerPorts,
  post: PostJson,
  /** The server's public address: the lead's picture URLs are absolute on it. */
  publicUrl: () => string,
): JobHandler {
  return async (job) => {
    const { deliveryId } = job.input as WebhookJobInput;
    const delivery = await deps.db
      .selectFrom('webhook_deliveries')
      .innerJoin('clinics', 'clinics.id', 'webhook_deliveries.clinic_id')
      .select([
        'webhook_deliveries.clinic_id',
        'webhook_deliveries.event',
        'webhook_deliveries.lead_id',
        'webhook_deliveries.created_at',
        'webhook_deliveries.attempts',
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

    let data: unknown = { message: 'A test delivery from AfterLook' };
    if (delivery.lead_id !== null) {
      const lead = await deps.db
        .selectFrom('leads')
        .select('patient_uuid')
        .where('id', '=', delivery.lead_id)
        .executeTakeFirst();
      const keyEpoch = await readKeyEpoch(deps.db, delivery.clinic_id);
      const found =
        lead && keyEpoch !== null
          ? await getLead(deps, { clinicId: delivery.clinic_id, keyEpoch }, lead.patient_uuid)
          : null;
      if (!found?.ok) {
        await finish('failed');
        return { ok: false, reason: 'lead_deleted' };
      }
      data = { lead: withAbsolutePictureUrls(found.value, publicUrl()) };
    }
    const secret = await webhookSecret(deps, delivery.clinic_id);
    if (!delivery.webhook_url || !secret) {
      await finish('failed');
      return { ok: false, reason: 'no_webhook_url' };
    }
    const body = JSON.stringify({
      id: deliveryId,
      event: delivery.event,
      created_at: delivery.created_at,
      data,
    });
    const timestamp = Math.floor(deps.clock().getTime() / 1000);
    const started = performance.now();
    const answer = await post(delivery.webhook_url, body, {
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
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
