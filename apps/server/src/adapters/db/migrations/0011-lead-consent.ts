import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The version of the consent line a patient continued past before their photo was sent
// (domain consent.ts); null for leads of older widgets and of flows without a photo.
export const leadConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('consent_version', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('consent_version').execute();
  },
};
