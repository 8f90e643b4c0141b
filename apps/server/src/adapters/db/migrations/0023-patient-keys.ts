import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * PostgreSQL keeps the table in hash partitions of owner_id, so the rewrite that clears
 * an erased key's dead copy (features/privacy/scrub-erased.ts) copies one partition, not
 * every key: a few milliseconds at a million keys instead of seconds of lock.
 */
const PARTITIONS = 32;

// Crypto-shredding (finding 11): each lead, photo, unsupported-procedure request and
// follow-up gets a random key of its own, sealed by the data key, in this small table.
// What it seals (contact details, answers, messages, notes, photos) opens only while the
// key row exists: deleting the row erases every copy at once, in freed pages, dead
// tuples, backups and replicas alike. Rows stored before keep opening with the data keys
// until resealing moves them under keys of their own (features/privacy/seal-lead-data.ts).
export const patientKeys: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('patient_keys')
      .addColumn('owner_id', 'text', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull())
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('key_sealed', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .$call((table) => (postgres ? table.modifyEnd(sql`PARTITION BY HASH (owner_id)`) : table))
      .execute();
    if (!postgres) return;
    for (let remainder = 0; remainder < PARTITIONS; remainder += 1) {
      const partition = sql.table(`patient_keys_p${String(remainder).padStart(2, '0')}`);
      await sql`CREATE TABLE ${partition} PARTITION OF patient_keys
        FOR VALUES WITH (MODULUS ${sql.lit(PARTITIONS)}, REMAINDER ${sql.lit(remainder)})`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('patient_keys').execute();
  },
};
