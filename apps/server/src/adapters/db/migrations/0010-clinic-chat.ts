import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A clinic's chat settings: its own questions and answers (JSON array) beside the
// built-in knowledge base, and optionally its own OpenAI-compatible endpoint, whose
// key is sealed at rest like patients' data. Existing clinics start with none.
export const clinicChat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinics')
      .addColumn('chat_faq', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('clinics').addColumn('chat_llm_url', 'text').execute();
    await db.schema.alterTable('clinics').addColumn('chat_llm_model', 'text').execute();
    await db.schema.alterTable('clinics').addColumn('chat_llm_api_key', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('chat_llm_api_key').execute();
    await db.schema.alterTable('clinics').dropColumn('chat_llm_model').execute();
    await db.schema.alterTable('clinics').dropColumn('chat_llm_url').execute();
    await db.schema.alterTable('clinics').dropColumn('chat_faq').execute();
  },
};
