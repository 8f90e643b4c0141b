import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The clinic's country (ISO 3166-1 alpha-2): which emergency and crisis numbers its
// chats give a patient in crisis. And why a follow-up was made, when a chat made it
// urgent (a safety category, never the patient's words).
export const clinicCountryUrgentFollowUps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('country', 'text', (column) => column.notNull().defaultTo('US'))
      .execute();
    await db.schema.alterTable('follow_ups').addColumn('reason', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('follow_ups').dropColumn('reason').execute();
    await db.schema.alterTable('clinics').dropColumn('country').execute();
  },
};
