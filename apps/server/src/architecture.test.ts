import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The seams of docs/architecture.md, checked on the source: a service that reads another
// adapter's tables, or a route that runs SQL, fails here rather than in a review.

const SRC = import.meta.dirname;

/** Every non-test source file of the server, as a path relative to src/. */
const sourceFiles = (): string[] =>
  (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('test-support/'))
    .map((file) => relative(SRC, join(SRC, file)))
    .sort();

const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** A query builder call or raw SQL that names the table. */
const touchesTable = (source: string, table: string) =>
  new RegExp(
    `\\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\\(\\s*['"]${table}\\b|sql\`[^\`]*\\b${table}\\b`,
  ).test(source);

const RUNS_SQL = /\b(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\.execute\(\)/;

describe('server seams', () => {
  it("nothing outside jobs/ reads the job queue's jobs table (migrations create and copy it)", () => {
    const readers = sourceFiles().filter(
      (file) =>
        !file.startsWith('jobs/') &&
        !file.startsWith('db/migrations/') &&
        touchesTable(read(file), 'jobs'),
    );
    expect(readers).toEqual([]);
  });

  it('no route file runs SQL: routes validate and call services', () => {
    const routeFiles = sourceFiles().filter(
      (file) => file.startsWith('routes/') || /\/register-[^/]+\.ts$/.test(file),
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(routeFiles.filter((file) => RUNS_SQL.test(read(file)))).toEqual([]);
  });

  it('the check sees a route that runs SQL and a service that reads the jobs table', () => {
    expect(RUNS_SQL.test("await app.db.selectFrom('images').select('id')")).toBe(true);
    expect(touchesTable("db.selectFrom('jobs').selectAll()", 'jobs')).toBe(true);
    expect(touchesTable('sql`select * from jobs`', 'jobs')).toBe(true);
    expect(touchesTable("Pick<Ports, 'db' | 'jobs'>", 'jobs')).toBe(false);
  });

  it('only blobs/ knows the signed blob URL layout of the fs store', () => {
    const outside = sourceFiles().filter(
      (file) => !file.startsWith('blobs/') && /BLOB_ROUTE_PREFIX|\/blobs\/v1\//.test(read(file)),
    );
    expect(outside).toEqual([]);
  });
});
