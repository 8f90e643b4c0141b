import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Contact details are sealed at rest from now on (privacy/): exact-match search goes
// through keyed hashes of the phone and email. Existing rows are sealed, and their
// hashes filled, by the server at start (privacy/seal-existing-leads.ts), which has the
// keys a migration does not.
export const sealedLeads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('phone_hash', 'text').execute();
    await db.schema.alterTable('leads').addColumn('email_hash', 'text').execute();
    await db.schema
      .createIndex('leads_clinic_phone_hash_idx')
      .on('leads')
      .columns(['clinic_id', 'phone_hash'])
      .execute();
    await db.schema
      .createIndex('leads_clinic_email_hash_idx')
      .on('leads')
      .columns(['clinic_id', 'email_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_clinic_email_hash_idx').execute();
    await db.schema.dropIndex('leads_clinic_phone_hash_idx').execute();
    await db.schema.alterTable('leads').dropColumn('email_hash').execute();
    await db.schema.alterTable('leads').dropColumn('phone_hash').execute();
  },
};
