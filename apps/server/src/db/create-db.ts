import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createSqliteDialect } from './create-sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the SQLite file. */
  readonly dataDir: string;
  /** PostgreSQL schema to use (tests use a fresh one per run). */
  readonly pgSchema?: string;
}

export const SQLITE_FILE_NAME = 'afterlook.sqlite';

export function createDialect(options: DbOptions): Dialect {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return new PostgresDialect({ pool });
  }
  mkdirSync(options.dataDir, { recursive: true });
  return createSqliteDialect(join(options.dataDir, SQLITE_FILE_NAME));
}

export const createDb = (options: DbOptions): Db =>
  new Kysely<Database>({ dialect: createDialect(options) });
