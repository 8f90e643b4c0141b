import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

const POOL = 'public.afterlook_test_schema_pool';
const MIGRATIONS_DIR = join(import.meta.dirname, '../../adapters/db/migrations');
/** A schema held longer than this belongs to a test process that died. */
const ABANDONED_AFTER = '2 hours';

/** The migrations' code: a pooled schema is only reused by code that migrates the same. */
const migrationsVersion = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  hash.update(readFileSync(join(MIGRATIONS_DIR, '../migrate-db.ts')));
  return hash.digest('hex');
})();

/**
 * The schema's columns, indexes, constraints and triggers: a test that altered any of them
 * leaves a schema not to reuse.
 */
async function fingerprint(admin: pg.Client, schema: string): Promise<string> {
  const { rows } = await admin.query<{ fingerprint: string | null }>(
    `SELECT md5(string_agg(part, ',' ORDER BY part)) AS fingerprint FROM (
       SELECT table_name || '.' || column_name || ':' || data_type AS part
         FROM information_schema.columns WHERE table_schema = $1
       UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = $1
       UNION ALL SELECT conrelid::regclass::text || ':' || pg_get_constraintdef(oid)
         FROM pg_constraint WHERE connamespace = $1::regnamespace
       UNION ALL SELECT tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text
         FROM pg_trigger WHERE tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = $1::regnamespace)
     ) AS parts`,
    [schema],
  );
  return rows[0]?.fingerprint ?? '';
}

async function ensurePoolTable(admin: pg.Client): Promise<void> {
  try {
    await admin.query(
      `CREATE TABLE IF NOT EXISTS ${POOL} (schema text PRIMARY KEY, version text NOT NULL,
         fingerprint text NOT NULL, free boolean NOT NULL, since timestamptz NOT NULL DEFAULT now())`,
    );
  } catch (error) {
    // Two processes creating it at once: one wins, the other finds it made.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}

async function dropSchemas(admin: pg.Client, schemas: readonly string[]): Promise<void> {
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

/** Migrated, empty test schemas kept in the test database for the next test to take. */
export const schemaPool = {
  /** A free schema migrated by the same code, now this caller's; null when there is none. */
  async claim(admin: pg.Client): Promise<string | null> {
    await ensurePoolTable(admin);
    const stale = await admin.query<{ schema: string }>(
      `DELETE FROM ${POOL} WHERE (free AND version <> $1) OR (NOT free AND since < now() - interval '${ABANDONED_AFTER}')
       RETURNING schema`,
      [migrationsVersion],
    );
    await dropSchemas(
      admin,
      stale.rows.map((row) => row.schema),
    );
    const { rows } = await admin.query<{ schema: string }>(
      `UPDATE ${POOL} SET free = false, since = now()
        WHERE schema = (SELECT schema FROM ${POOL} WHERE free AND version = $1 LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING schema`,
      [migrationsVersion],
    );
    return rows[0]?.schema ?? null;
  },

  /** Registers a schema just migrated, held by its caller. */
  async add(admin: pg.Client, schema: string): Promise<void> {
    await ensurePoolTable(admin);
    await admin.query(
      `INSERT INTO ${POOL} (schema, version, fingerprint, free) VALUES ($1, $2, $3, false)`,
      [schema, migrationsVersion, await fingerprint(admin, schema)],
    );
  },

  /** Empties the schema and frees it, or drops it when its tables are not the migrations' own. */
  async release(admin: pg.Client, schema: string): Promise<void> {
    const { rows } = await admin.query<{ fingerprint: string }>(
      `SELECT fingerprint FROM ${POOL} WHERE schema = $1`,
      [schema],
    );
    const kept = rows[0]?.fingerprint;
    if (!kept || kept !== (await fingerprint(admin, schema))) {
      await admin.query(`DELETE FROM ${POOL} WHERE schema = $1`, [schema]);
      await dropSchemas(admin, [schema]);
      return;
    }
    const tables = await admin.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname = $1 AND tablename NOT LIKE 'kysely_migration%'`,
      [schema],
    );
    // Only the tables the test wrote to: truncating a hundred empty ones costs a second.
    const used = tables.rows.length
      ? await admin.query<{ name: string }>(
          tables.rows
            .map(({ name }) => `SELECT '${name}' AS name WHERE EXISTS (SELECT 1 FROM ${name})`)
            .join(' UNION ALL '),
        )
      : { rows: [] };
    if (used.rows.length > 0) {
      // The audit trail refuses TRUNCATE by trigger (append-only); a test schema's may go.
      await admin.query(`SET session_replication_role = replica`);
      await admin.query(
        `TRUNCATE ${used.rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`,
      );
    }
    await admin.query(`UPDATE ${POOL} SET free = true, since = now() WHERE schema = $1`, [schema]);
  },
};
