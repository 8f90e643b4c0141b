import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The job outbox: a job written in the same transaction as what asked for it (a lead and
// its webhook delivery), moved to the JobQueue after commit and deleted only once the
// queue holds it. Keyed by the job's idempotency key, so a move repeated after a crash
// finds the job it already made.
export const jobOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_outbox')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('clinic_id', 'text', (c) => c.references('clinics.id').onDelete('cascade'))
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('max_attempts', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('job_outbox_created_idx')
      .on('job_outbox')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_outbox').execute();
  },
};
