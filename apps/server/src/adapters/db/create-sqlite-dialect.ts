import { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, type Dialect } from 'kysely';
import { GenericSqliteDialect, type IGenericSqlite, parseBigInt } from 'kysely-generic-sqlite';

/** Kysely executor over Node's built-in SQLite (node:sqlite). */
function createExecutor(fileName: string): IGenericSqlite<DatabaseSync> {
  const db = new DatabaseSync(fileName);
  return {
    db,
    query: (_isSelect, sql, parameters) => {
      const statement = db.prepare(sql);
      // node:sqlite binds only primitives; Kysely hands us an array of them.
      const params = parameters as (string | number | bigint | null | Uint8Array)[];
      if (statement.columns().length > 0) {
        return { rows: statement.all(...params) };
      }
      const result = statement.run(...params);
      return {
        rows: [],
        insertId: parseBigInt(result.lastInsertRowid),
        numAffectedRows: parseBigInt(result.changes),
      };
    },
    iterator: (_isSelect, sql, parameters) =>
      db.prepare(sql).iterate(...(parameters as (string | number | bigint | null | Uint8Array)[])),
    close: () => db.close(),
  };
}

/**
 * WAL so the CLI can write while the server reads; synchronous=FULL so a commit the
 * server acknowledged (a lead's 201) survives power loss, not only a process crash;
 * wait for locks instead of failing; secure_delete so a deleted or updated row is
 * overwritten with zeros, not left in a freed page (an erased patient, finding 11).
 */
export function createSqliteDialect(fileName: string): Dialect {
  return new GenericSqliteDialect(
    () => createExecutor(fileName),
    async (connection) => {
      for (const pragma of [
        'journal_mode = WAL',
        'synchronous = FULL',
        'busy_timeout = 5000',
        'foreign_keys = ON',
        'secure_delete = ON',
      ]) {
        await connection.executeQuery(CompiledQuery.raw(`PRAGMA ${pragma}`));
      }
    },
  );
}
