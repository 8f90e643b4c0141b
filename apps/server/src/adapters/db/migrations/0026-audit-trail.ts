import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// The clinic's audit trail (issue 31): who exported, deleted or changed what, when and
// from which network (features/audit). Append-only in the database itself: triggers
// refuse every UPDATE, and every DELETE (and on PostgreSQL TRUNCATE) except of rows
// older than the cutoff the retention sweep opens in audit_sweep_gates inside its own
// transaction (features/audit/sweep-audit-trail.ts). That guards against our own code
// and a stray statement, not against whoever can drop a trigger. Rows name no patient
// (a lead by its id) and keep no foreign key: they outlive the lead or member they name.
//
// Exporting and deleting patients' data needs an owner, or a staff member an owner gave
// staff_users.can_export_and_delete (0 | 1).
export const auditTrail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_kind', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_label', 'text')
      .addColumn('target_kind', 'text')
      .addColumn('target_id', 'text')
      .addColumn('target_label', 'text')
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .execute();
    await db.schema
      .createIndex('audit_events_clinic_at_idx')
      .on('audit_events')
      .columns(['clinic_id', 'at', 'id'])
      .execute();
    await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();
    await db.schema
      .createTable('audit_sweep_gates')
      .addColumn('cutoff', 'text', (c) => c.notNull())
      .execute();

    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`
        CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'DELETE' THEN
            IF EXISTS (SELECT 1 FROM audit_sweep_gates WHERE OLD.at < cutoff) THEN
              RETURN OLD;
            END IF;
          END IF;
          RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);
      await sql`
        CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`.execute(db);
    } else {
      await sql`
        CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
        BEGIN SELECT RAISE(ABORT, 'audit_events is append-only (UPDATE refused)'); END`.execute(db);
      await sql`
        CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
        WHEN NOT EXISTS (SELECT 1 FROM audit_sweep_gates WHERE old.at < cutoff)
        BEGIN SELECT RAISE(ABORT, 'audit_events is append-only (DELETE refused)'); END`.execute(db);
    }

    await db.schema
      .alterTable('staff_users')
      .addColumn('can_export_and_delete', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('staff_users').dropColumn('can_export_and_delete').execute();
    await db.schema.dropTable('audit_events').execute();
    await db.schema.dropTable('audit_sweep_gates').execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`DROP FUNCTION audit_events_append_only()`.execute(db);
    }
  },
};
