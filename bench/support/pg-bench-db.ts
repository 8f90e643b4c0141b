import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../apps/server/src/adapters/db/create-db.ts';
import { migrateDb } from '../../apps/server/src/adapters/db/migrate-db.ts';
import type { Db } from '../../apps/server/src/ports/db-schema.ts';
import { TEST_DATABASE_URL } from '../../apps/server/src/testing/support/databases.ts';

/** A migrated database in a schema of its own on the test PostgreSQL, dropped by `drop`. */
export async function openPgBenchDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const schema = `afterlook_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createDb({ databaseUrl: TEST_DATABASE_URL, dataDir: '', pgSchema: schema });
  await migrateDb(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
