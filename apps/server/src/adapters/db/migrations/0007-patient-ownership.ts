import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Patients of one clinic are kept apart: an image belongs to the session that reserved
// it (null for images reserved before this migration), and a lead remembers the hash of
// its submission so a replayed Idempotency-Key with another body is refused. Indexes
// serve the per-clinic daily quotas.
export const patientOwnership: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('images').addColumn('session_id', 'text').execute();
    await db.schema.alterTable('leads').addColumn('request_hash', 'text').execute();
    await db.schema
      .createIndex('images_clinic_created_idx')
      .on('images')
      .columns(['clinic_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('transforms_clinic_created_idx')
      .on('transforms')
      .columns(['clinic_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('transforms_clinic_created_idx').execute();
    await db.schema.dropIndex('images_clinic_created_idx').execute();
    await db.schema.alterTable('leads').dropColumn('request_hash').execute();
    await db.schema.alterTable('images').dropColumn('session_id').execute();
  },
};
