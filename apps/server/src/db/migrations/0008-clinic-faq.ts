import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A clinic's own questions and answers for its chat assistant (JSON array), beside
// the built-in knowledge base. Existing clinics start with none.
export const clinicFaq: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('chat_faq', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('chat_faq').execute();
  },
};
