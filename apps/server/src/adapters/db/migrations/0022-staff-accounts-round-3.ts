import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Staff accounts, trust round 3 (finding 16):
// - sign-in attempts per (email, address), keyed hashes only, so failures count alike
//   for known and unknown emails and a foreign address locks out only itself (the
//   per-account lockout columns go);
// - a clinic may invite an email that has an account elsewhere (nothing tells it so):
//   an email is unique per clinic, and only once across clinics among active accounts;
// - a cancelled invite's link is remembered until it would have expired, so it says so.
export const staffAccountsRound3: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_sign_in_attempts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email_key', 'text', (column) => column.notNull())
      .addColumn('address_key', 'text', (column) => column.notNull())
      .addColumn('succeeded', 'integer', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('staff_sign_in_attempts_email_idx')
      .on('staff_sign_in_attempts')
      .columns(['email_key', 'succeeded', 'at'])
      .execute();
    await db.schema
      .createIndex('staff_sign_in_attempts_at_idx')
      .on('staff_sign_in_attempts')
      .column('at')
      .execute();

    await db.schema
      .createTable('staff_cancelled_links')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('cancelled_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema.dropIndex('staff_users_email_idx').execute();
    await db.schema
      .createIndex('staff_users_clinic_email_idx')
      .on('staff_users')
      .columns(['clinic_id', 'email'])
      .unique()
      .execute();
    // Sign-in asks no clinic: one active account per email across clinics.
    await db.schema
      .createIndex('staff_users_active_email_idx')
      .on('staff_users')
      .column('email')
      .unique()
      .where(sql.ref('password_hash'), 'is not', null)
      .execute();

    for (const column of ['failed_sign_ins', 'first_failed_at', 'locked_until']) {
      await db.schema.alterTable('staff_users').dropColumn(column).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staff_users')
      .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('staff_users').addColumn('first_failed_at', 'text').execute();
    await db.schema.alterTable('staff_users').addColumn('locked_until', 'text').execute();
    await db.schema.dropIndex('staff_users_active_email_idx').execute();
    await db.schema.dropIndex('staff_users_clinic_email_idx').execute();
    await db.schema
      .createIndex('staff_users_email_idx')
      .on('staff_users')
      .column('email')
      .unique()
      .execute();
    await db.schema.dropTable('staff_cancelled_links').execute();
    await db.schema.dropTable('staff_sign_in_attempts').execute();
  },
};
