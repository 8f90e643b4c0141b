import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../ports/db-schema.ts';

/**
 * After an erasure, removes what the database still keeps of the deleted rows in its
 * own files. SQLite (secure_delete on, create-sqlite-dialect.ts) zeroed them in the
 * database file; a TRUNCATE checkpoint drops the write-ahead log's older copies of those
 * pages. PostgreSQL keeps deleted rows as dead tuples, and VACUUM does not zero the
 * space it frees: the small patient_keys table is rewritten whole (VACUUM FULL, a
 * brief lock), so no copy of an erased key stays in its file, and everything the key
 * sealed elsewhere (dead lead rows, messages) is ciphertext nobody can open.
 */
export async function scrubErased(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`VACUUM FULL patient_keys`.execute(db);
    return;
  }
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

/** The tables whose rows resealing moves under patients' keys (seal-lead-data.ts). */
const PATIENT_TABLES = [
  'leads',
  'lead_messages',
  'lead_activity',
  'unsupported_procedure_requests',
  'follow_ups',
  'patient_keys',
] as const;

/**
 * After resealing rows in place: the older copies (under a data key, or in clear text)
 * are removed from the database's files like an erasure's. On PostgreSQL this rewrites
 * those tables whole: resealing runs once, at the first start after an upgrade.
 */
export async function scrubMoved(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`VACUUM FULL ${sql.join(PATIENT_TABLES.map((table) => sql.table(table)))}`.execute(db);
    return;
  }
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
