import type { Db } from '../../ports/db-schema.ts';

/**
 * Erases the bodies of a lead's webhook deliveries (they hold the patient's contact
 * details), in the transaction that deletes the lead. The deliveries stay in the log,
 * without their lead; a try still due finds no body and stops ('lead_deleted').
 */
export async function eraseWebhookBodies(trx: Db, leadId: string): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({ body: null })
    .where('lead_id', '=', leadId)
    .execute();
}
