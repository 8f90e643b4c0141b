/**
 * End-to-end speed of the images and transforms API on loopback, against the real
 * server (`node apps/server/src/main.ts` on a fresh DATA_DIR, SQLite, worker pool):
 *
 *   node bench/transforms.bench.ts [--runs 7] [--procedure BREAST_AUGMENTATION] [--burst 12]
 *
 * - upload → success: from asking for an upload slot to metadata success, for one
 *   1024×1024 photo of a person (p50 over --runs; target ≤ 500 ms, p90 ≤ 700 ms);
 * - first sample-model pick: transform of a model's image_url to success (≤ 600 ms);
 * - cached pick: the same model again, answered from the cache (≤ 50 ms);
 * - server CPU per upload: the server's CPU time (every thread) over the sequential
 *   uploads, per upload; steadier than wall time on a shared machine;
 * - throughput: transforms per minute with every worker busy (--burst uploads at once).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@afterlook/api';
import { isProcedure, type Procedure, viewForProcedure } from '@afterlook/domain';
import { personPhotoSquare } from '../apps/server/src/testing/support/person-photo.ts';
import { spawnServer } from '../apps/server/src/testing/support/spawn-server.ts';
import { processCpuMs } from './support/process-cpu.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(arg('runs')) || 7;
const burst = Number(arg('burst')) || 12;
const procedureArg = arg('procedure') ?? 'BREAST_AUGMENTATION';
if (!isProcedure(procedureArg)) throw new Error(`Unknown procedure ${procedureArg}`);
const procedure: Procedure = procedureArg;
const view = viewForProcedure(procedure);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
};

// One 1024×1024 PNG of a person, as a phone would upload it.
const photo = await personPhotoSquare().catch((error: unknown) => {
  process.stderr.write(`no person photo, upload figures skipped: ${String(error)}\n`);
  return null;
});

const dataDir = mkdtempSync(join(tmpdir(), 'afterlook-bench-'));
const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const client = (token?: string) =>
  createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => token });
const session = await client().createSession('demo-clinic-key');
const api = client(session.access_token);

/** Where one upload's time goes: slot request, PUT (ingest + analysis), transform → success. */
const stages = { slot: [] as number[], put: [] as number[], transform: [] as number[] };

/** Upload slot → PUT → transform → metadata (long poll), like the widget with ?wait=. */
async function uploadAndTransform(): Promise<number> {
  if (!photo) throw new Error('no photo');
  const started = performance.now();
  const slots = await api.requestImageUploads({
    images: [{ view_type: view, procedure_types: [procedure] }],
  });
  const slot = slots.presigned_urls[0];
  if (!slot) throw new Error('no upload slot');
  const slotted = performance.now();
  await api.uploadImage(slot.put_url, photo);
  const uploaded = performance.now();
  const transform = await api.createTransform({
    image_url: slot.get_url,
    procedure_types: [procedure],
    procedure_view: view,
  });
  const metadata = await api.pollTransformMetadata(transform.metadata_url, { waitMs: 10_000 });
  if (!metadata.success) throw new Error(`transform failed: ${metadata.reason}`);
  const done = performance.now();
  stages.slot.push(slotted - started);
  stages.put.push(uploaded - slotted);
  stages.transform.push(done - uploaded);
  return done - started;
}

try {
  // Sample models first (no vision step): the first pick runs the job, the next ones
  // are answered from the cache.
  const models = (await api.getSampleModels(procedure)).models;
  const pickOf =
    (model: { image_url: string; view_type: typeof view }, what: Procedure) => async () => {
      const started = performance.now();
      const answer = await api.createTransform({
        image_url: model.image_url,
        procedure_types: [what],
        procedure_view: model.view_type,
      });
      const metadata =
        answer.metadata ??
        (await api.pollTransformMetadata(answer.metadata_url, { waitMs: 10_000 }));
      if (!metadata.success) throw new Error(`sample transform failed: ${metadata.reason}`);
      return performance.now() - started;
    };
  let firstPick = Number.NaN;
  let cachedPick = Number.NaN;
  const model = models[0];
  if (model) {
    // Warm the worker threads on another model, so the first pick measures the job.
    const other = models[1];
    if (other) await pickOf(other, procedure)();
    firstPick = await pickOf(model, procedure)();
    const cached: number[] = [];
    for (let i = 0; i < runs; i++) cached.push(await pickOf(model, procedure)());
    cachedPick = percentile(cached, 0.5);
  }

  // Throughput on sample models: every (procedure, model) not run yet, all at once.
  const { AI_SUPPORTED_PROCEDURES } = await import('@afterlook/domain');
  const picks: (() => Promise<number>)[] = [];
  for (const what of AI_SUPPORTED_PROCEDURES) {
    if (what === procedure) continue;
    for (const m of (await api.getSampleModels(what)).models) picks.push(pickOf(m, what));
  }
  const sampleStarted = performance.now();
  await Promise.all(picks.map((pick) => pick()));
  const samplePerMinute = (picks.length * 60_000) / (performance.now() - sampleStarted);

  let e2e: number[] = [];
  let stageLine = '';
  let perMinute = Number.NaN;
  let cpuPerUpload: number | null = null;
  if (photo) {
    await uploadAndTransform(); // warm-up: vision weights, JIT
    e2e = [];
    for (const list of Object.values(stages)) list.length = 0;
    const cpuBefore = processCpuMs(server.child.pid);
    for (let i = 0; i < runs; i++) e2e.push(await uploadAndTransform());
    const cpuAfter = processCpuMs(server.child.pid);
    if (cpuBefore !== null && cpuAfter !== null) cpuPerUpload = (cpuAfter - cpuBefore) / runs;
    stageLine = `  of which, p50: slot ${percentile(stages.slot, 0.5).toFixed(0)} ms, PUT (ingest, analysis) ${percentile(stages.put, 0.5).toFixed(0)} ms, transform → success ${percentile(stages.transform, 0.5).toFixed(0)} ms`;
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: burst }, () => uploadAndTransform()));
    perMinute = (burst * 60_000) / (performance.now() - burstStarted);
  }

  const line = (label: string, ms: number, target: number) =>
    `${label.padEnd(44)} ${Number.isNaN(ms) ? '   n/a' : ms.toFixed(0).padStart(6)} ms   (target ≤ ${target} ms)${ms <= target ? '' : Number.isNaN(ms) ? '  not measured' : '  OVER'}`;
  process.stdout.write(
    [
      `transforms bench: ${procedure} on ${view}, 1024×1024 photo, ${runs} runs, loopback`,
      line('upload → metadata success, p50', e2e.length ? percentile(e2e, 0.5) : Number.NaN, 500),
      `${'upload → metadata success, p90'.padEnd(44)} ${e2e.length ? percentile(e2e, 0.9).toFixed(0).padStart(6) : '   n/a'} ms   (target ≤ 700 ms)`,
      stageLine,
      `${'server CPU per upload, every thread'.padEnd(44)} ${cpuPerUpload === null ? '   n/a' : cpuPerUpload.toFixed(0).padStart(6)} ms`,
      line('first sample-model pick', firstPick, 600),
      line('cached sample-model pick, p50', cachedPick, 50),
      `${'throughput, uploads, every worker busy'.padEnd(44)} ${Number.isNaN(perMinute) ? '   n/a' : perMinute.toFixed(1).padStart(6)} transforms/min (${burst} at once)`,
      `${'throughput, sample models, every worker busy'.padEnd(44)} ${samplePerMinute.toFixed(1).padStart(6)} transforms/min (${picks.length} at once)`,
      '',
    ].join('\n'),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
