import { Migrator } from 'kysely/migration';
import type { Db } from './create-db.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Brings the schema to the latest migration; throws (a startup bug) when one fails. */
export async function migrateDb(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
