import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Promises the widget makes a patient that the clinic must keep (the visualization
// emailed within 12 hours): listed in the dashboard as tasks until staff mark them done.
export const followUps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('follow_ups')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('clinic_id', 'text', (column) =>
        column.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('session_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('procedure', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('due_at', 'text', (column) => column.notNull())
      .addColumn('done_at', 'text')
      .addColumn('done_by', 'text')
      .execute();
    // One promise per session, kind and procedure: a reload does not make a second task.
    await db.schema
      .createIndex('follow_ups_once_idx')
      .unique()
      .on('follow_ups')
      .columns(['session_id', 'kind', 'procedure'])
      .execute();
    await db.schema
      .createIndex('follow_ups_clinic_due_idx')
      .on('follow_ups')
      .columns(['clinic_id', 'done_at', 'due_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('follow_ups').execute();
  },
};
