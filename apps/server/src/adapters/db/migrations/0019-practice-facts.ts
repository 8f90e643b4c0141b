import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The practice's own facts (address, phone, hours, surgeons, consultation fee,
// financing) as JSON: what both chats answer patients from.
export const practiceFacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('practice_facts', 'text', (column) => column.notNull().defaultTo('{}'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('practice_facts').execute();
  },
};
