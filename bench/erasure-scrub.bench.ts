import { sql } from 'kysely';
import { openDataPorts } from '../apps/server/src/compose/build-ports.ts';
import { createClinic } from '../apps/server/src/features/clinics/create-clinic.ts';
import { findReturningLead } from '../apps/server/src/features/leads/find-returning-lead.ts';
import { listLeads } from '../apps/server/src/features/leads/list-leads.ts';
import { phoneIndex } from '../apps/server/src/features/privacy/lead-fields.ts';
import { nothingErased, scrubErased } from '../apps/server/src/features/privacy/scrub-erased.ts';
import { deleteLead } from '../apps/server/src/features/retention/delete-lead.ts';
import { makeTempDir } from '../apps/server/src/testing/support/temp-dir.ts';
import { testConfig } from '../apps/server/src/testing/support/test-config.ts';
import { numberFlag } from './support/number-flag.ts';
import { openPgBenchDb } from './support/pg-bench-db.ts';
import { seededPhone, seedLeads } from './support/seed-leads.ts';

const LEADS = numberFlag('--leads', 100_000);
const ROUNDS = numberFlag('--rounds', 40);
const ERASURES = numberFlag('--erasures', 5);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** p50 / p95 of `rounds` runs, the i-th run given i. */
async function timed(rounds: number, run: (i: number) => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`;
}

const { db, drop } = await openPgBenchDb();
const dir = makeTempDir();
try {
  const ports = await openDataPorts(db, testConfig(dir.path, {}));
  const clinic = await createClinic(db, { name: 'Bench Clinic' });
  if (!clinic.ok) throw new Error(clinic.message);
  const clinicId = clinic.value.id;
  const seconds = await seedLeads(db, ports.cipher, clinicId, LEADS);
  await sql`ANALYZE`.execute(db);
  console.log(`PostgreSQL, ${LEADS} leads seeded in ${seconds.toFixed(1)} s`);
  const signing = { clinicId, keyEpoch: 0 };
  // Leads spread over the seeded ones, each looked up in turn.
  const leadAt = (i: number) => (i * 7_919) % LEADS;
  const now = new Date();
  const lookups = {
    'returning patient by phone': (i: number) =>
      db.transaction().execute(async (trx) => {
        const contact = {
          phoneHash: phoneIndex(ports.cipher, seededPhone(leadAt(i))),
          emailHash: null,
        };
        const found = await findReturningLead(trx, { clinicId, isDebug: false }, contact, {
          days: 400,
          now,
        });
        if (!found) throw new Error('the seeded lead was not found by its phone');
      }),
    'list: exact phone filter': async (i: number) => {
      const page = await listLeads(ports, signing, { phone: seededPhone(leadAt(i)), limit: 50 });
      if (!page.ok || page.value.total !== 1) throw new Error('phone filter missed its lead');
    },
    'list: search "maria"': async () => {
      const page = await listLeads(ports, signing, { q: 'maria', limit: 50 });
      if (!page.ok) throw new Error(page.message);
    },
  };
  for (const [label, run] of Object.entries(lookups)) {
    console.log(`  ${label.padEnd(30)} ${await timed(ROUNDS, run)}`);
  }
  const doomed = await db
    .selectFrom('leads')
    .select('patient_uuid')
    .orderBy('id')
    .limit(ERASURES)
    .execute();
  for (const { patient_uuid } of doomed) {
    const erased = nothingErased();
    const deletedAt = performance.now();
    const deleted = await deleteLead(ports, patient_uuid, clinicId, { erased });
    if (!deleted.ok) throw new Error(deleted.message);
    const times = [`delete ${(performance.now() - deletedAt).toFixed(0)} ms`];
    // The scrub table by table: each rewrites the one partition of it that held the lead.
    for (const [table, part] of [
      ['patient_keys', { ...nothingErased(), owners: erased.owners }],
      ['lead_hashes', { ...nothingErased(), leads: erased.leads }],
      ['lead_submissions', { ...nothingErased(), submissions: erased.submissions }],
    ] as const) {
      const started = performance.now();
      await scrubErased(db, part);
      times.push(`${table} ${(performance.now() - started).toFixed(0)} ms`);
    }
    console.log(`  erasure: ${times.join(', ')}`);
  }
  const { rows } = await sql<{ table: string; mb: string }>`
    SELECT relname AS table, round(pg_total_relation_size(oid) / 1048576.0, 1)::text AS mb
      FROM pg_class
     WHERE relname IN ('patient_keys_p00', 'lead_hashes_p00', 'lead_submissions_p00')
       AND relnamespace = current_schema()::regnamespace`.execute(db);
  console.log(`  one partition: ${rows.map((row) => `${row.table} ${row.mb} MB`).join(', ')}`);
} finally {
  await drop();
  dir.remove();
}
