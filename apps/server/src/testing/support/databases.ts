import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../adapters/db/create-db.ts';
import { migrateDb } from '../../adapters/db/migrate-db.ts';
import type { Db } from '../../ports/db-schema.ts';
import { schemaPool } from './schema-pool.ts';
import { makeTempDir } from './temp-dir.ts';

/** The machine's PostgreSQL (trust auth); override with TEST_DATABASE_URL. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export interface TestDb {
  readonly db: Db;
  /** Closes the connection and removes the file / drops the schema. */
  dispose(): Promise<void>;
}

export interface TestDialect {
  readonly name: 'sqlite' | 'postgres';
  /** A new, migrated, empty database. */
  open(): Promise<TestDb>;
}

const sqlite: TestDialect = {
  name: 'sqlite',
  async open() {
    const dir = makeTempDir();
    const db = createDb({ dataDir: dir.path });
    await migrateDb(db);
    return {
      db,
      async dispose() {
        await db.destroy();
        dir.remove();
      },
    };
  },
};

/** One connection of the machine's PostgreSQL for a set-up step. */
async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Each database lives in its own schema. Migrating a new schema costs seconds (dozens of
 * migrations, lead_hashes' partitions), so a disposed schema is emptied and kept for the
 * next test, in any file or checkout whose migrations are the same (schemaPool); one whose
 * tables a test changed is dropped instead.
 */
const postgres: TestDialect = {
  name: 'postgres',
  async open() {
    const pooled = await withAdmin((admin) => schemaPool.claim(admin));
    const schema = pooled ?? `afterlook_test_${randomBytes(6).toString('hex')}`;
    if (!pooled) await withAdmin((admin) => admin.query(`CREATE SCHEMA ${schema}`));
    const db = createDb({ databaseUrl: TEST_DATABASE_URL, dataDir: '', pgSchema: schema });
    if (!pooled) {
      await migrateDb(db);
      await withAdmin((admin) => schemaPool.add(admin, schema));
    }
    return {
      db,
      async dispose() {
        await db.destroy();
        await withAdmin((admin) => schemaPool.release(admin, schema));
      },
    };
  },
};

/**
 * Repository and service tests run on both dialects. AFTERLOOK_SKIP_PG=1 leaves
 * PostgreSQL out on a machine without it (never silently: the name says so).
 */
export const TEST_DIALECTS: readonly TestDialect[] =
  process.env.AFTERLOOK_SKIP_PG === '1' ? [sqlite] : [sqlite, postgres];
