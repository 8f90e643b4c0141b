import type { WebhookDelivery } from '@afterlook/api';
import type { Db } from '../../ports/db-schema.ts';

const SHOWN = 100;

/** The clinic's latest deliveries, newest first, each with its tries in order. */
export async function listWebhookDeliveries(db: Db, clinicId: string): Promise<WebhookDelivery[]> {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .leftJoin('leads', 'leads.id', 'webhook_deliveries.lead_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.event',
      'webhook_deliveries.status',
      'webhook_deliveries.created_at',
      'webhook_deliveries.delivered_at',
      'webhook_deliveries.redelivery_of',
      'leads.patient_uuid',
    ])
    .where('webhook_deliveries.clinic_id', '=', clinicId)
    .orderBy('webhook_deliveries.created_at', 'desc')
    .orderBy('webhook_deliveries.id', 'desc')
    .limit(SHOWN)
    .execute();
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .select(['delivery_id', 'attempt', 'status_code', 'error', 'duration_ms', 'at'])
          .where(
            'delivery_id',
            'in',
            deliveries.map((delivery) => delivery.id),
          )
          .orderBy('attempt')
          .execute();
  return deliveries.map((delivery) => ({
    ...delivery,
    patient_uuid: delivery.patient_uuid ?? null,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === delivery.id)
      .map(({ delivery_id: _delivery, ...attempt }) => ({
        ...attempt,
        status_code: attempt.status_code === null ? null : Number(attempt.status_code),
        attempt: Number(attempt.attempt),
        duration_ms: Number(attempt.duration_ms),
      })),
  }));
}
