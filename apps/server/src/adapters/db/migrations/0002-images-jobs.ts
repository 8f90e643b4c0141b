import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Portable DDL (text, integer, unique, foreign keys): the same migration runs on SQLite
// and PostgreSQL. Kysely<unknown>: a migration must not depend on today's types.
export const imagesJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();

    await db.schema
      .createTable('images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('batch_id', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('blob_key', 'text', (c) => c.notNull().unique())
      .addColumn('view_type', 'text')
      .addColumn('procedure_types', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('analysis_key', 'text')
      .addColumn('verdict', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('images_clinic_id_idx').on('images').column('clinic_id').execute();
    await db.schema.createIndex('images_batch_id_idx').on('images').column('batch_id').execute();

    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('clinic_id', 'text', (c) => c.references('clinics.id').onDelete('cascade'))
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_after', 'text', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('result', 'text')
      .addColumn('reason', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('jobs_status_run_after_idx')
      .on('jobs')
      .columns(['status', 'run_after'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
    await db.schema.dropTable('images').execute();
    await db.schema.alterTable('sessions').dropColumn('lang').execute();
  },
};
