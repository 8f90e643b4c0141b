import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import type { Database, Db } from '../../ports/db-schema.ts';
import { createSqliteDialect } from './create-sqlite-dialect.ts';

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
    const { databaseUrl, pgSchema } = options;
    // pg loads with the first query: the embedded default (and every CLI run on it) never does.
    const pool = async () =>
      new (await import('pg')).default.Pool({
        connectionString: databaseUrl,
        max: 10,
        ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
      });
    return new PostgresDialect({ pool });
  }
  // Patients' data: only the server's own user may list the folder or read the file
  // (SQLite gives its -wal and -shm files the database file's mode).
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(options.dataDir, 0o700);
  const file = join(options.dataDir, SQLITE_FILE_NAME);
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  return createSqliteDialect(file);
}

export const createDb = (options: DbOptions): Db =>
  new Kysely<Database>({ dialect: createDialect(options) });
