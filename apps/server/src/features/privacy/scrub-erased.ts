import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../ports/db-schema.ts';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * What an erasure deleted that its database files must lose: the patient keys' owners,
 * the leads whose keyed hashes went (lead_hashes), their submissions' dedupe keys
 * (lead_submissions). Each list names the rows of one hash-partitioned table.
 */
export interface Erased {
  readonly owners: string[];
  readonly leads: string[];
  readonly submissions: string[];
}

export const nothingErased = (): Erased => ({ owners: [], leads: [], submissions: [] });

/**
 * The partitions of a table that PostgreSQL partitions by a hash of one text column
 * (patient_keys by owner: migration 0023; lead_hashes by lead, lead_submissions by
 * dedupe key: 0035) that hold these values; none when the table is not partitioned.
 */
async function partitionsOf(db: Db, table: string, values: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ partition: string }>`
    SELECT c.relname AS partition
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = ${sql.lit(table)}::regclass
       AND EXISTS (
         SELECT 1 FROM unnest(${[...values]}::text[]) AS value
          WHERE satisfies_hash_partition(
            i.inhparent,
            (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'modulus (\\d+)'))[1]::int,
            (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'remainder (\\d+)'))[1]::int,
            value))`.execute(db);
  return rows.map((row) => row.partition);
}

/** How long an erasure waits for older transactions before it rewrites anyway. */
const SNAPSHOT_WAIT_MS = 30_000;
const SNAPSHOT_POLL_MS = 50;

/**
 * Waits until no other transaction of this database began before now: VACUUM FULL keeps
 * every dead row a running transaction might still read, so a rewrite while one is open
 * (another request's, a long export's) would copy the erased rows into the new files.
 * After SNAPSHOT_WAIT_MS it goes on: docs/security.md says what such a transaction keeps.
 */
async function awaitOlderSnapshots(db: Db): Promise<void> {
  const { rows } = await sql<{ mark: string }>`SELECT pg_current_xact_id()::xid AS mark`.execute(
    db,
  );
  const mark = rows[0]?.mark;
  if (!mark) return;
  const until = Date.now() + SNAPSHOT_WAIT_MS;
  while (Date.now() < until) {
    const { rows: older } = await sql<{ count: string }>`
      SELECT count(*) AS count FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND backend_xmin IS NOT NULL AND age(backend_xmin) >= age(${mark}::xid)`.execute(db);
    if (Number(older[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_POLL_MS));
  }
}

/**
 * After an erasure, removes what the database still keeps of the deleted rows in its
 * own files. SQLite (secure_delete on, create-sqlite-dialect.ts) zeroed them in the
 * database file; a TRUNCATE checkpoint drops the write-ahead log's older copies of those
 * pages. PostgreSQL keeps deleted rows as dead tuples, and VACUUM does not zero the
 * space it frees: the partitions that held the erased keys (patient_keys) and the erased
 * leads' keyed hashes (lead_hashes, lead_submissions) are rewritten whole (VACUUM FULL,
 * a brief lock of each small partition). So no copy of an erased key stays in a file,
 * everything the key sealed elsewhere (dead lead rows, messages) is ciphertext nobody
 * can open, and no search hash is left to test a guessed name, phone or email against.
 */
export async function scrubErased(db: Db, erased: Erased): Promise<void> {
  const tables = [
    ['patient_keys', erased.owners],
    ['lead_hashes', erased.leads],
    ['lead_submissions', erased.submissions],
  ] as const;
  if (tables.every(([, values]) => values.length === 0)) return;
  if (!isPostgres(db)) {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  await awaitOlderSnapshots(db);
  for (const [table, values] of tables) {
    if (values.length === 0) continue;
    const partitions = await partitionsOf(db, table, values);
    if (partitions.length === 0) await sql`VACUUM FULL ${sql.table(table)}`.execute(db);
    for (const partition of partitions) {
      await sql`VACUUM FULL ${sql.table(partition)}`.execute(db);
    }
  }
}

/** The tables whose rows resealing moves under patients' keys (seal-lead-data.ts). */
const PATIENT_TABLES = [
  'leads',
  'lead_messages',
  'lead_activity',
  'unsupported_procedure_requests',
  'follow_ups',
  'patient_keys',
  'lead_hashes',
  'lead_submissions',
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
