import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The clinic's time zone (IANA name): its analytics days and "today" follow it. Null
// until an owner chooses one: the clinic follows its country's main zone.
export const clinicTimeZone: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').addColumn('time_zone', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').dropColumn('time_zone').execute();
  },
};
