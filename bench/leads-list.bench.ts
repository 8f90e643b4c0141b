import { PROCEDURES } from '@afterlook/domain';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/adapters/db/create-db.ts';
import { migrateDb } from '../apps/server/src/adapters/db/migrate-db.ts';
import { openDataPorts } from '../apps/server/src/compose/build-ports.ts';
import { createClinic } from '../apps/server/src/features/clinics/create-clinic.ts';
import { listLeads } from '../apps/server/src/features/leads/list-leads.ts';
import type { Db } from '../apps/server/src/ports/db-schema.ts';
import { makeTempDir } from '../apps/server/src/testing/support/temp-dir.ts';
import { testConfig } from '../apps/server/src/testing/support/test-config.ts';
import { numberFlag } from './support/number-flag.ts';
import { openPgBenchDb } from './support/pg-bench-db.ts';
import { seedLeads } from './support/seed-leads.ts';

const LEADS = numberFlag('--leads', 100_000);
const ROUNDS = numberFlag('--rounds', 40);
const TARGET_P95_MS = 100;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function seed(db: Db, dataDir: string, analyze: boolean) {
  const config = testConfig(dataDir, {});
  const ports = await openDataPorts(db, config);
  const clinic = await createClinic(db, { name: 'Bench Clinic' });
  if (!clinic.ok) throw new Error(clinic.message);
  const clinicId = clinic.value.id;
  const seconds = await seedLeads(db, ports.cipher, clinicId, LEADS);
  // A live PostgreSQL has planner statistics (autovacuum analyzes a table as it grows);
  // right after this bulk load it has none yet. SQLite runs as the product runs it.
  if (analyze) await sql`ANALYZE`.execute(db);
  console.log(`  seeded ${LEADS} leads in ${seconds.toFixed(1)} s`);
  return { ports, clinic: { clinicId, keyEpoch: 0 } };
}

async function measure(name: string, db: Db, dataDir: string, analyze = false) {
  console.log(`\n${name}`);
  const { ports, clinic } = await seed(db, dataDir, analyze);
  const first = await listLeads(ports, clinic, { status: 'new' });
  if (!first.ok) throw new Error(first.message);
  const deepCursor = first.value.next_cursor ?? undefined;
  const queries = {
    'search "maria" + status new': { q: 'maria', status: 'new' as const },
    'status contacted + procedure': { status: 'contacted' as const, procedure: PROCEDURES[1] },
    'search "lopez1" + date range': { q: 'lopez1', from: '2026-01-01', to: '2026-12-31' },
    'second page by cursor, status new': { status: 'new' as const, cursor: deepCursor },
  };
  let worst = 0;
  for (const [label, query] of Object.entries(queries)) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const page = await listLeads(ports, clinic, { ...query, limit: 50 });
      times.push(performance.now() - started);
      if (!page.ok) throw new Error(page.message);
      total = page.value.total;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${label.padEnd(38)} matches ${String(total).padStart(6)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
  }
  console.log(
    `  worst p95 ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms): ${worst <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
  );
}

const sqliteDir = makeTempDir();
const sqlite = createDb({ dataDir: sqliteDir.path });
await migrateDb(sqlite);
await measure('SQLite (node:sqlite, file)', sqlite, sqliteDir.path);
await sqlite.destroy();
sqliteDir.remove();

if (process.env.AFTERLOOK_SKIP_PG !== '1') {
  const { db, drop } = await openPgBenchDb();
  const dir = makeTempDir();
  try {
    await measure('PostgreSQL', db, dir.path, true);
  } finally {
    await drop();
    dir.remove();
  }
}
