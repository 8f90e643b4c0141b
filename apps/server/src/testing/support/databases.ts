import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../adapters/db/create-db.ts';
import { migrateDb } from '../../adapters/db/migrate-db.ts';
import type { Db } from '../../ports/db-schema.ts';
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

/** Each database lives in its own schema, dropped afterwards. */
const postgres: TestDialect = {
  name: 'postgres',
  async open() {
    const schema = `afterlook_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const db = createDb({ databaseUrl: TEST_DATABASE_URL, dataDir: '', pgSchema: schema });
    await migrateDb(db);
    return {
      db,
      async dispose() {
        await db.destroy();
        const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
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
