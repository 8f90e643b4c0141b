import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A webhook delivery keeps what it announces (issue 31): its body, built once at its
// first try and sealed (every try sends the same bytes; erased with the lead), the
// status change it reports, and the delivery it sends again ("Send again" makes a new
// delivery with an id of its own).
export const webhookFrozenBodies: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['body', 'from_status', 'to_status', 'redelivery_of']) {
      await db.schema.alterTable('webhook_deliveries').addColumn(column, 'text').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['body', 'from_status', 'to_status', 'redelivery_of']) {
      await db.schema.alterTable('webhook_deliveries').dropColumn(column).execute();
    }
  },
};
