import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Working the list (issue 31): a lead has at most one assignee, a member of its clinic.
// Removing the member unassigns their leads (set null), so no lead names a gone account.
// The index serves "My leads": one member's leads, the latest visited first.
export const leadAssignee: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('leads')
      .addColumn('assigned_staff_id', 'text', (c) =>
        c.references('staff_users.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .createIndex('leads_clinic_assignee_idx')
      .on('leads')
      .columns(['clinic_id', 'assigned_staff_id', 'last_visit_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_clinic_assignee_idx').execute();
    await db.schema.alterTable('leads').dropColumn('assigned_staff_id').execute();
  },
};
