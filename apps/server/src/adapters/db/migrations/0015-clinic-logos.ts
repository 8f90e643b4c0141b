import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A clinic's uploaded logo, re-encoded by us: small (≤ 512 px WebP), so it lives in the
// database and every API process serves it without shared storage.
export const clinicLogos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clinic_logos')
      .addColumn('clinic_id', 'text', (column) =>
        column.primaryKey().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('digest', 'text', (column) => column.notNull())
      .addColumn('image_base64', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('clinic_logos').execute();
  },
};
