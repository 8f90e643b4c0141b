import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Portable DDL only (text, foreign keys, indexes): the same migration runs on
// SQLite and PostgreSQL. Kysely<unknown>: a migration must not depend on today's types.
export const clinicsKeysSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clinics')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('website_url', 'text')
      .addColumn('logo_url', 'text')
      .addColumn('theme_color', 'text', (c) => c.notNull())
      .addColumn('font_family', 'text')
      .addColumn('procedures', 'text', (c) => c.notNull())
      .addColumn('allowed_origins', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sdk_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('key_hint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('sdk_keys_clinic_id_idx')
      .on('sdk_keys')
      .column('clinic_id')
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('sdk_key_id', 'text', (c) =>
        c.notNull().references('sdk_keys.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sessions_expires_at_idx')
      .on('sessions')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('sdk_keys').execute();
    await db.schema.dropTable('clinics').execute();
  },
};
