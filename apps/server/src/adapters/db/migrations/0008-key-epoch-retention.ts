import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Signed URLs carry the clinic's key epoch: rotating the SDK key or revoking an admin
// key bumps it and ends every URL issued before. Each clinic keeps photos that no lead
// references for image_retention_days and leads for lead_retention_days.
export const keyEpochRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('key_epoch', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('clinics')
      .addColumn('image_retention_days', 'integer', (column) => column.notNull().defaultTo(7))
      .execute();
    await db.schema
      .alterTable('clinics')
      .addColumn('lead_retention_days', 'integer', (column) => column.notNull().defaultTo(365))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('lead_retention_days').execute();
    await db.schema.alterTable('clinics').dropColumn('image_retention_days').execute();
    await db.schema.alterTable('clinics').dropColumn('key_epoch').execute();
  },
};
