import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Saved views (issue 31, working the list): a staff member's named sets of the leads
// list's filters, kept on the server so they follow the member to any browser. A view
// is its member's alone and goes with them (cascade); names are unique per member.
export const savedLeadViews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('saved_lead_views')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'text', (c) =>
        c.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('filters', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('saved_lead_views_staff_name_uq')
      .on('saved_lead_views')
      .columns(['staff_id', 'name'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('saved_lead_views').execute();
  },
};
