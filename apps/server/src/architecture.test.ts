import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md, checked on the source: http → features → ports ←
// adapters, compose/ the only place that knows every adapter. An upward import, a service
// that reads another adapter's tables or a route that runs SQL fails here rather than in
// a review.

const SRC = import.meta.dirname;

/**
 * The layer of a source file (path relative to src/):
 * - lib: the kernel, pure helpers with no I/O of their own (result, clock, chat text rules);
 * - ports: ports.ts and ports/, the interfaces services are given;
 * - adapters: what talks to storage, queues, engines, the network (implements ports);
 * - features: the use cases, by domain, on the ports only;
 * - http: routes, hooks, auth guards, hosting;
 * - compose: builds the ports from the configuration (the only place that knows every adapter);
 * - entry: the programs (main.ts, worker.ts, cli.ts and cli/, index.ts, app.ts…);
 * - testing: test-only helpers and suites.
 */
export function layerOf(file: string): string {
  const top = file.split('/')[0] ?? '';
  if (file === 'ports.ts' || top === 'ports') return 'ports';
  if (['lib', 'adapters', 'features', 'http', 'compose', 'testing'].includes(top)) return top;
  if (!file.includes('/') || top === 'cli') return 'entry';
  return 'unplaced';
}

/** Which layers each layer may import (itself included). */
export const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  lib: ['lib'],
  ports: ['lib', 'ports'],
  adapters: ['lib', 'ports', 'adapters'],
  features: ['lib', 'ports', 'features'],
  http: ['lib', 'ports', 'features', 'http'],
  compose: ['lib', 'ports', 'adapters', 'features', 'http', 'compose'],
  entry: ['lib', 'ports', 'adapters', 'features', 'http', 'compose', 'entry'],
  testing: ['lib', 'ports', 'adapters', 'features', 'http', 'compose', 'entry', 'testing'],
};

export const LAYER_ORDER = Object.keys(MAY_IMPORT);

const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The src-relative files a source file imports (relative specifiers into src/ only). */
export function importsOf(file: string, source: string): string[] {
  const code = source.replace(COMMENTS, '$1');
  const found: string[] = [];
  for (const pattern of SPECIFIERS) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      if (!target.startsWith('..')) found.push(target);
    }
  }
  return found;
}

export interface Violation {
  readonly file: string;
  readonly imports: string;
  readonly rule: string;
}

/** The imports that break the layer rules, and the layer import graph (counts). */
export function checkLayers(files: ReadonlyMap<string, string>): {
  readonly violations: Violation[];
  readonly graph: Map<string, number>;
} {
  const violations: Violation[] = [];
  const graph = new Map<string, number>();
  for (const [file, source] of files) {
    const from = layerOf(file);
    if (from === 'unplaced') {
      violations.push({ file, imports: '', rule: 'a file outside every layer (add it to one)' });
    }
    for (const target of importsOf(file, source)) {
      const to = layerOf(target);
      const edge = `${from} → ${to}`;
      graph.set(edge, (graph.get(edge) ?? 0) + 1);
      if (from === 'unplaced' || to === 'unplaced') continue;
      if (!(MAY_IMPORT[from] ?? []).includes(to)) {
        violations.push({ file, imports: target, rule: `${from} may not import ${to}` });
      }
    }
  }
  return { violations, graph };
}

/** The graph as a table: one row per importing layer, one column per imported layer. */
export function formatGraph(graph: ReadonlyMap<string, number>): string {
  const layers = LAYER_ORDER.filter((layer) =>
    [...graph.keys()].some((edge) => edge.startsWith(`${layer} `) || edge.endsWith(` ${layer}`)),
  );
  const width = Math.max(...layers.map((layer) => layer.length)) + 2;
  const cell = (text: string) => text.padStart(width);
  const rows = [
    `${'imports →'.padEnd(width)}${layers.map(cell).join('')}`,
    ...layers.map(
      (from) =>
        from.padEnd(width) +
        layers
          .map((to) => {
            const count = graph.get(`${from} → ${to}`);
            return cell(count === undefined ? '·' : String(count));
          })
          .join(''),
    ),
  ];
  return rows.join('\n');
}

/** Every non-test source file of the server (testing/ left out), as a path relative to src/. */
const sourceFiles = (): string[] =>
  (readdirSync(SRC, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('testing/'))
    .sort();

const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** A query builder call or raw SQL that names the table. */
const touchesTable = (source: string, table: string) =>
  new RegExp(
    `\\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\\(\\s*['"]${table}\\b|sql\`[^\`]*\\b${table}\\b`,
  ).test(source);

const RUNS_SQL = /\b(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\.execute\(\)/;

describe('server layers', () => {
  const production = sourceFiles();
  const { violations, graph } = checkLayers(new Map(production.map((file) => [file, read(file)])));

  it('prints the layer import graph: http → features → ports ← adapters, compose/ on top', () => {
    console.log(
      `Layer import graph of apps/server/src (${production.length} source files; ` +
        `row imports column, count of import statements; tests and testing/ left out):\n` +
        formatGraph(graph),
    );
    expect(graph.size).toBeGreaterThan(10);
  });

  it('no source file imports a layer its own may not (no upward or sideways import)', () => {
    expect(violations).toEqual([]);
  });

  it('every source file is in a layer, and the four layers and compose/ are there', () => {
    expect(production.filter((file) => layerOf(file) === 'unplaced')).toEqual([]);
    for (const layer of ['http', 'features', 'adapters', 'compose', 'ports', 'lib']) {
      expect(production.some((file) => layerOf(file) === layer)).toBe(true);
    }
  });

  it('the check sees an upward import, a sideways one, an unplaced file and a good import', () => {
    const fake = new Map([
      ['features/leads/x.ts', "import { routeLimit } from '../../http/limits/route-limit.ts';"],
      ['adapters/db/y.ts', "import type { Lead } from '../../features/leads/get-lead.ts';"],
      ['ports.ts', "export { x } from './adapters/blobs/z.ts';"],
      ['lib/w.ts', "const load = () => import('../compose/build-ports.ts');"],
      ['somewhere/v.ts', "import { ok } from '../lib/result.ts';"],
      [
        'http/routes/ok.ts',
        "// import { bad } from '../../adapters/db/create-db.ts';\n" +
          "import type { Ports } from '../../ports.ts';\nimport { getLead } from '../../features/leads/get-lead.ts';",
      ],
    ]);
    const { violations: found, graph: fakeGraph } = checkLayers(fake);
    expect(found.map((violation) => `${violation.file}: ${violation.rule}`)).toEqual([
      'features/leads/x.ts: features may not import http',
      'adapters/db/y.ts: adapters may not import features',
      'ports.ts: ports may not import adapters',
      'lib/w.ts: lib may not import compose',
      'somewhere/v.ts: a file outside every layer (add it to one)',
    ]);
    expect(fakeGraph.get('http → features')).toBe(1);
    expect(fakeGraph.get('http → adapters')).toBeUndefined();
    expect(formatGraph(fakeGraph)).toContain('features');
  });
});

describe('server seams', () => {
  it("nothing outside adapters/jobs/ reads the job queue's jobs table (migrations create and copy it)", () => {
    const readers = sourceFiles().filter(
      (file) =>
        !file.startsWith('adapters/jobs/') &&
        !file.startsWith('adapters/db/migrations/') &&
        touchesTable(read(file), 'jobs'),
    );
    expect(readers).toEqual([]);
  });

  it('no route file runs SQL: routes validate and call services', () => {
    const routeFiles = sourceFiles().filter(
      (file) => file.startsWith('http/routes/') || /\/register-[^/]+\.ts$/.test(file),
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

  it('only the fs blob store, its routes and the prefix constant know the signed blob URL layout', () => {
    const outside = sourceFiles().filter(
      (file) =>
        !file.startsWith('adapters/blobs/') &&
        !file.startsWith('http/blobs/') &&
        file !== 'ports/blob-key.ts' &&
        /BLOB_ROUTE_PREFIX|\/blobs\/v1\//.test(read(file)),
    );
    expect(outside).toEqual([]);
  });
});
