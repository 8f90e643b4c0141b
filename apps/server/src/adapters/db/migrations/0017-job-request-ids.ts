import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The request that asked for a job, so the logs of whoever runs it join the API's.
export const jobRequestIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('request_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('request_id').execute();
  },
};
