import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Form configs a clinic keeps with us (the dashboard edits them): each is served at a
// stable public address the snippet gives the widget as its configUrl.
export const formConfigs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('form_configs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('clinic_id', 'text', (column) =>
        column.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('document', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('form_configs_clinic_idx')
      .on('form_configs')
      .column('clinic_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('form_configs').execute();
  },
};
