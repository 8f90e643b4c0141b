import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The chat assistant's name as the widget shows it, and the clinic's own services
// (beyond the procedures we simulate) that the assistant tells visitors about.
export const chatPersonaServices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').addColumn('chat_persona_name', 'text').execute();
    await db.schema
      .alterTable('clinics')
      .addColumn('chat_services', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('chat_services').execute();
    await db.schema.alterTable('clinics').dropColumn('chat_persona_name').execute();
  },
};
