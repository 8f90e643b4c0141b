import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// One patient, one lead (issue 31): a patient who leaves their details again with the
// same phone or email within the clinic's window is a new visit of their lead, not a
// new lead. A visit keeps what that submission held (its pictures, answers, consent),
// sealed under its lead's own key, so erasing the lead erases its visits. Its
// dedupe_key is unique per clinic like a lead's, so a retried submission finds its visit.
export const leadVisits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('returning_patient_window_days', 'integer', (c) => c.notNull().defaultTo(90))
      .execute();
    // The list's "received" is the latest visit; a lead's first visit is its own creation.
    await db.schema.alterTable('leads').addColumn('last_visit_at', 'text').execute();
    await db.schema
      .alterTable('leads')
      .addColumn('visit_count', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`UPDATE leads SET last_visit_at = created_at`.execute(db);
    await db.schema
      .createIndex('leads_clinic_last_visit_idx')
      .on('leads')
      .columns(['clinic_id', 'last_visit_at', 'id'])
      .execute();
    await db.schema
      .createTable('lead_visits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('clinic_id', 'text', (c) => c.notNull())
      // No foreign key, as on leads: sessions expire, visits are kept.
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('form_name', 'text', (c) => c.notNull())
      .addColumn('form_user_id', 'text', (c) => c.notNull())
      .addColumn('form_data', 'text', (c) => c.notNull())
      .addColumn('patient_record', 'text', (c) => c.notNull())
      .addColumn('phone_hash', 'text')
      .addColumn('email_hash', 'text')
      .addColumn('batch_id', 'text')
      .addColumn('image_source', 'text')
      .addColumn('before_image_key', 'text')
      .addColumn('sample_model_id', 'text')
      .addColumn('transform_job_id', 'text')
      .addColumn('after_image_keys', 'text', (c) => c.notNull())
      .addColumn('is_debug', 'integer', (c) => c.notNull())
      .addColumn('consent_version', 'text')
      .addColumn('procedure', 'text')
      .addColumn('measurements', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_visits_clinic_dedupe_key_uq')
      .on('lead_visits')
      .columns(['clinic_id', 'dedupe_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('lead_visits_lead_idx')
      .on('lead_visits')
      .columns(['lead_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('lead_visits_session_idx')
      .on('lead_visits')
      .columns(['session_id', 'clinic_id'])
      .execute();
    await db.schema
      .createIndex('lead_visits_phone_hash_idx')
      .on('lead_visits')
      .columns(['clinic_id', 'phone_hash'])
      .execute();
    await db.schema
      .createIndex('lead_visits_email_hash_idx')
      .on('lead_visits')
      .columns(['clinic_id', 'email_hash'])
      .execute();
    // A lead.updated delivery names the visit it reports.
    await db.schema.alterTable('webhook_deliveries').addColumn('visit_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('webhook_deliveries').dropColumn('visit_id').execute();
    await db.schema.dropTable('lead_visits').execute();
    await db.schema.dropIndex('leads_clinic_last_visit_idx').execute();
    await db.schema.alterTable('leads').dropColumn('visit_count').execute();
    await db.schema.alterTable('leads').dropColumn('last_visit_at').execute();
    await db.schema.alterTable('clinics').dropColumn('returning_patient_window_days').execute();
  },
};
