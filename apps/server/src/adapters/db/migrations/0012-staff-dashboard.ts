import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// The clinic's dashboard: staff accounts with their sessions and one-time links, a lead's
// status and procedure (plain: the transform row already holds the procedure) with its
// activity, keyed-hash search tokens of the sealed contact details, and SDK keys that
// can be shown again (sealed) and live on for a grace period after a rotation.
export const staffDashboard: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('clinic_id', 'text', (column) =>
        column.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('first_failed_at', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_sign_in_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // One account per email across clinics: the sign-in form asks no clinic.
    await db.schema
      .createIndex('staff_users_email_idx')
      .on('staff_users')
      .column('email')
      .unique()
      .execute();
    await db.schema
      .createTable('staff_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('staff_id', 'text', (column) =>
        column.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('csrf_token', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('staff_sessions_staff_idx')
      .on('staff_sessions')
      .column('staff_id')
      .execute();
    await db.schema
      .createTable('staff_links')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('staff_id', 'text', (column) =>
        column.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .alterTable('leads')
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
      .execute();
    await db.schema.alterTable('leads').addColumn('procedure', 'text').execute();
    await db.schema
      .alterTable('leads')
      .addColumn('search_indexed', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE leads SET procedure = (SELECT t.procedure FROM transforms t WHERE t.job_id = leads.transform_job_id)`.execute(
      db,
    );
    for (const [name, columns] of [
      ['leads_clinic_status_created_idx', ['clinic_id', 'status', 'created_at']],
      ['leads_clinic_procedure_created_idx', ['clinic_id', 'procedure', 'created_at']],
      ['leads_search_indexed_idx', ['search_indexed']],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('leads')
        .columns([...columns])
        .execute();
    }
    await db.schema
      .createTable('lead_search_tokens')
      .addColumn('lead_id', 'text', (column) =>
        column.notNull().references('leads.id').onDelete('cascade'),
      )
      .addColumn('clinic_id', 'text', (column) => column.notNull())
      .addColumn('token', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('lead_search_tokens_pk', ['clinic_id', 'token', 'lead_id'])
      .execute();
    await db.schema
      .createIndex('lead_search_tokens_lead_idx')
      .on('lead_search_tokens')
      .column('lead_id')
      .execute();
    await db.schema
      .createTable('lead_activity')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('lead_id', 'text', (column) =>
        column.notNull().references('leads.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('note', 'text')
      .addColumn('actor_kind', 'text', (column) => column.notNull())
      .addColumn('actor_label', 'text', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('lead_activity_lead_idx')
      .on('lead_activity')
      .columns(['lead_id', 'at'])
      .execute();

    await db.schema.alterTable('sdk_keys').addColumn('key_sealed', 'text').execute();
    await db.schema.alterTable('sdk_keys').addColumn('expires_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sdk_keys').dropColumn('expires_at').execute();
    await db.schema.alterTable('sdk_keys').dropColumn('key_sealed').execute();
    await db.schema.dropTable('lead_activity').execute();
    await db.schema.dropTable('lead_search_tokens').execute();
    for (const name of [
      'leads_clinic_status_created_idx',
      'leads_clinic_procedure_created_idx',
      'leads_search_indexed_idx',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
    await db.schema.alterTable('leads').dropColumn('search_indexed').execute();
    await db.schema.alterTable('leads').dropColumn('procedure').execute();
    await db.schema.alterTable('leads').dropColumn('status').execute();
    await db.schema.dropTable('staff_links').execute();
    await db.schema.dropTable('staff_sessions').execute();
    await db.schema.dropTable('staff_users').execute();
  },
};
