import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Lead notifications: a clinic's webhook URL and its signing secret (sealed at rest),
// one delivery per event, and every attempt of it with the receiver's answer.
export const webhooks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').addColumn('webhook_url', 'text').execute();
    await db.schema.alterTable('clinics').addColumn('webhook_secret', 'text').execute();
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('clinic_id', 'text', (column) =>
        column.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('event', 'text', (column) => column.notNull())
      .addColumn('lead_id', 'text')
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_status_code', 'integer')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_clinic_created_idx')
      .on('webhook_deliveries')
      .columns(['clinic_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('delivery_id', 'text', (column) =>
        column.notNull().references('webhook_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (column) => column.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .addColumn('duration_ms', 'integer', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_attempts_delivery_idx')
      .on('webhook_attempts')
      .column('delivery_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_attempts').execute();
    await db.schema.dropTable('webhook_deliveries').execute();
    await db.schema.alterTable('clinics').dropColumn('webhook_secret').execute();
    await db.schema.alterTable('clinics').dropColumn('webhook_url').execute();
  },
};
