import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A clinic's booking link and product-analytics token, and the measurements a patient
// may add to their lead afterwards. Nullable columns: existing rows stay as they are.
export const bookingAnalyticsMeasurements: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('clinics').addColumn('booking_url', 'text').execute();
    await db.schema.alterTable('clinics').addColumn('mixpanel_token', 'text').execute();
    await db.schema.alterTable('leads').addColumn('measurements', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('measurements').execute();
    await db.schema.alterTable('clinics').dropColumn('mixpanel_token').execute();
    await db.schema.alterTable('clinics').dropColumn('booking_url').execute();
  },
};
