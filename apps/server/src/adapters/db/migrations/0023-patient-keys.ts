import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Crypto-shredding (finding 11): each lead, photo, unsupported-procedure request and
// follow-up gets a random key of its own, sealed by the data key, in this small table.
// What it seals (contact details, answers, messages, notes, photos) opens only while the
// key row exists: deleting the row erases every copy at once, in freed pages, dead
// tuples, backups and replicas alike. Rows stored before keep opening with the data keys
// until resealing moves them under keys of their own (features/privacy/seal-lead-data.ts).
export const patientKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('patient_keys')
      .addColumn('owner_id', 'text', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('key_sealed', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('patient_keys').execute();
  },
};
