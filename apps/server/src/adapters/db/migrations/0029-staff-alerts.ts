import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Email alerts to the clinic's staff (issue 31, features/staff-alerts):
// - each member's choice for new leads ('off' | 'instant' | 'digest'), the emails'
//   language and time zone, and how far their daily digest has covered;
// - each clinic's webhook health: failed tries in a row, and since when deliveries keep
//   failing (an incident: owners are emailed once, the dashboard shows a banner).
export const staffAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staff_users')
      .addColumn('lead_alerts', 'text', (column) => column.notNull().defaultTo('off'))
      .execute();
    await db.schema
      .alterTable('staff_users')
      .addColumn('alert_language', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
    await db.schema
      .alterTable('staff_users')
      .addColumn('alert_time_zone', 'text', (column) => column.notNull().defaultTo('UTC'))
      .execute();
    await db.schema.alterTable('staff_users').addColumn('digest_through', 'text').execute();
    await db.schema
      .alterTable('clinics')
      .addColumn('webhook_failed_tries', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('clinics').addColumn('webhook_failing_since', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['lead_alerts', 'alert_language', 'alert_time_zone', 'digest_through']) {
      await db.schema.alterTable('staff_users').dropColumn(column).execute();
    }
    for (const column of ['webhook_failed_tries', 'webhook_failing_since']) {
      await db.schema.alterTable('clinics').dropColumn(column).execute();
    }
  },
};
