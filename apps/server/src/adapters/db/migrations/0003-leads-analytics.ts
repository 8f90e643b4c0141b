import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Portable DDL (text, integer, unique indexes): the same migration runs on SQLite and
// PostgreSQL. Kysely<unknown>: a migration must not depend on today's types.
// Deduplication and counting rely on unique indexes, so concurrent requests are safe
// with INSERT ... ON CONFLICT on both databases.
export const leadsAnalytics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('patient_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      // No foreign key: sessions are deleted when they expire, leads are kept.
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('form_name', 'text', (c) => c.notNull())
      .addColumn('form_user_id', 'text', (c) => c.notNull())
      .addColumn('form_data', 'text', (c) => c.notNull())
      .addColumn('patient_record', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('batch_id', 'text')
      .addColumn('image_source', 'text')
      .addColumn('before_image_key', 'text')
      .addColumn('sample_model_id', 'text')
      .addColumn('transform_job_id', 'text')
      .addColumn('after_image_keys', 'text', (c) => c.notNull())
      .addColumn('is_debug', 'integer', (c) => c.notNull())
      .addColumn('idempotency_key', 'text')
      .addColumn('dedupe_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('leads_clinic_dedupe_key_uq')
      .on('leads')
      .columns(['clinic_id', 'dedupe_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('leads_clinic_created_idx')
      .on('leads')
      .columns(['clinic_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('lead_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('sender_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_messages_lead_idx')
      .on('lead_messages')
      .columns(['lead_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('admin_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('key_hint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();

    // Daily counters: one row per key, incremented in place. Absent optional values are
    // stored as '' (NULLs never collide in a unique index).
    await db.schema
      .createTable('daily_analytics')
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('form_name', 'text', (c) => c.notNull())
      .addColumn('count_type', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_analytics_pk', [
        'clinic_id',
        'day',
        'form_name',
        'count_type',
      ])
      .execute();
    await db.schema
      .createTable('daily_detailed_analytics')
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('form_name', 'text', (c) => c.notNull())
      .addColumn('count_type', 'text', (c) => c.notNull())
      .addColumn('cta_copy', 'text', (c) => c.notNull())
      .addColumn('form_version', 'text', (c) => c.notNull())
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_detailed_analytics_pk', [
        'clinic_id',
        'day',
        'form_name',
        'count_type',
        'cta_copy',
        'form_version',
        'device_type',
      ])
      .execute();
    await db.schema
      .createTable('referral_daily_analytics')
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('form_name', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('referral_daily_analytics_pk', [
        'clinic_id',
        'day',
        'form_name',
        'referrer',
      ])
      .execute();

    await db.schema
      .createTable('unsupported_procedure_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('procedure_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('unsupported_procedure_requests_clinic_idx')
      .on('unsupported_procedure_requests')
      .columns(['clinic_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('product_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_events_clinic_day_idx')
      .on('product_events')
      .columns(['clinic_id', 'day', 'name'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'product_events',
      'unsupported_procedure_requests',
      'referral_daily_analytics',
      'daily_detailed_analytics',
      'daily_analytics',
      'admin_keys',
      'lead_messages',
      'leads',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
