import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A session's leads found without reading the clinic's: every lead message counts what
// the session's leads already hold (finding 15), 23 ms at 100,000 leads without it.
export const leadSessionIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('leads_session_idx')
      .on('leads')
      .columns(['session_id', 'clinic_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_session_idx').execute();
  },
};
