import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../ports/db-schema.ts';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The partitions of patient_keys that held these owners' keys (PostgreSQL partitions
 * it by a hash of owner_id: migration 0023); none when the table is not partitioned.
 */
async function partitionsOf(db: Db, ownerIds: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ partition: string }>`
    SELECT c.relname AS partition
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'patient_keys'::regclass
       AND EXISTS (
         SELECT 1 FROM unnest(${[...ownerIds]}::text[]) AS id
          WHERE satisfies_hash_partition(
            i.inhparent,
            (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'modulus (\\d+)'))[1]::int,
            (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'remainder (\\d+)'))[1]::int,
            id))`.execute(db);
  return rows.map((row) => row.partition);
}

/**
 * After an erasure, removes what the database still keeps of the deleted rows in its
 * own files. SQLite (secure_delete on, create-sqlite-dialect.ts) zeroed them in the
 * database file; a TRUNCATE checkpoint drops the write-ahead log's older copies of those
 * pages. PostgreSQL keeps deleted rows as dead tuples, and VACUUM does not zero the
 * space it frees: the partitions of patient_keys that held the erased keys are rewritten
 * whole (VACUUM FULL, a brief lock of one small partition), so no copy of an erased key
 * stays in a file, and everything the key sealed elsewhere (dead lead rows, messages)
 * is ciphertext nobody can open. `ownerIds` are the owners whose keys were erased.
 */
export async function scrubErased(db: Db, ownerIds: readonly string[]): Promise<void> {
  if (ownerIds.length === 0) return;
  if (!isPostgres(db)) {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  const partitions = await partitionsOf(db, ownerIds);
  if (partitions.length === 0) await sql`VACUUM FULL patient_keys`.execute(db);
  for (const partition of partitions) await sql`VACUUM FULL ${sql.table(partition)}`.execute(db);
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
  if (!isPostgres(db)) {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  await sql`VACUUM FULL ${sql.join(PATIENT_TABLES.map((table) => sql.table(table)))}`.execute(db);
}
