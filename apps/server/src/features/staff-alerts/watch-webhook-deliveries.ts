import { STAFF_ALERT_RULES } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import { alertRecipients, stageStaffAlerts } from './alert-recipients.ts';

/** How a try of a webhook delivery went: through, failed (retried later), failed for good. */
export type DeliveryTryOutcome = 'delivered' | 'failed' | 'gave_up';

/** Told of each try of a clinic's webhook deliveries (create-webhook-job-handler.ts). */
export type DeliveryWatch = (clinicId: string, outcome: DeliveryTryOutcome) => Promise<void>;

/**
 * Keeps each clinic's webhook health: failed tries in a row (of any delivery), and an
 * incident once they reach STAFF_ALERT_RULES.webhookFailingTries or a delivery gives up.
 * The incident opens once (a conditional update, so two processes open it once): the
 * owners get one email, and the dashboard shows a banner until a try goes through,
 * which closes it. Another failure after that is a new incident. The email is staged in
 * the job outbox with the incident; the queue that ran the try moves it when the try
 * ends (compose/create-job-queue.ts), so a handler never needs the queue that runs it.
 */
export function watchWebhookDeliveries(
  deps: Pick<Ports, 'db' | 'clock' | 'mailer'>,
): DeliveryWatch {
  return async (clinicId, outcome) => {
    const { db } = deps;
    if (outcome === 'delivered') {
      await db
        .updateTable('clinics')
        .set({ webhook_failed_tries: 0, webhook_failing_since: null })
        .where('id', '=', clinicId)
        .where((eb) =>
          eb.or([eb('webhook_failed_tries', '>', 0), eb('webhook_failing_since', 'is not', null)]),
        )
        .execute();
      return;
    }
    const now = deps.clock().toISOString();
    await db.transaction().execute(async (trx) => {
      const counted = await trx
        .updateTable('clinics')
        .set((eb) => ({ webhook_failed_tries: eb('webhook_failed_tries', '+', 1) }))
        .where('id', '=', clinicId)
        .returning(['webhook_failed_tries', 'webhook_failing_since'])
        .executeTakeFirst();
      if (!counted || counted.webhook_failing_since !== null) return;
      const failing =
        outcome === 'gave_up' ||
        Number(counted.webhook_failed_tries) >= STAFF_ALERT_RULES.webhookFailingTries;
      if (!failing) return;
      const opened = await trx
        .updateTable('clinics')
        .set({ webhook_failing_since: now })
        .where('id', '=', clinicId)
        .where('webhook_failing_since', 'is', null)
        .executeTakeFirst();
      if (Number(opened.numUpdatedRows) !== 1 || !deps.mailer) return;
      const owners = await alertRecipients(trx, clinicId, { owners: true });
      await stageStaffAlerts(trx, now, clinicId, `webhook:${now}`, owners, (staffId) => ({
        alert: 'webhook_failing',
        staffId,
        since: now,
      }));
    });
  };
}
