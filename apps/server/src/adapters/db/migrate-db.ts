import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from '../../ports/db-schema.ts';
import { AFTER_COMMIT, MIGRATIONS } from './migrations/index.ts';

/**
 * The PostgreSQL schema the connection works in (its search_path's first), or null on
 * SQLite. Kysely's migrator looks for its own tables in every schema unless told one:
 * a database holding several AfterLook schemas (tests run each in its own) would see
 * another schema's migration tables and skip creating its own.
 */
async function currentPgSchema(db: Db): Promise<string | null> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return null;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? null;
}

const isSchemaGone = (error: unknown): boolean =>
  (error as { code?: unknown } | undefined)?.code === '3F000';

/** Brings the schema to the latest migration; throws (a startup bug) when one fails. */
export async function migrateDb(db: Db): Promise<string[]> {
  const schema = await currentPgSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely's introspection lists every schema's tables: another schema dropped at that
  // moment (a test's, or a retired tenant's) fails it with 3F000 before anything ran.
  for (let retry = 0; retry < 3 && isSchemaGone(error) && !results?.length; retry += 1) {
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  const ran = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  for (const name of ran) await AFTER_COMMIT[name]?.(db);
  return ran;
}
