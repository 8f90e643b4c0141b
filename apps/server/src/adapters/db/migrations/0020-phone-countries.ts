import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The countries a clinic's lead forms take phone numbers from, and the one a number
// without a country code is read in (JSON). Existing clinics keep US numbers.
export const phoneCountries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('phone_countries', 'text', (column) =>
        column.notNull().defaultTo('{"allowed":["US"],"default_country":"US"}'),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('phone_countries').execute();
  },
};
