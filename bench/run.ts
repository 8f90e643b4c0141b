/**
 * `npm run bench`: runs every benchmark in turn, each printing its own figures.
 * Ratios inside one run are what to compare; these machines are noisy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');
const BENCHES = [
  'packages/vision/bench/vision.bench.ts',
  'bench/simulation.bench.ts',
  'bench/real-photo-change.bench.ts',
  'bench/transforms.bench.ts',
  'bench/pose.bench.ts',
  'bench/widget.bench.ts',
  'bench/face-check.bench.ts',
  'bench/embed.bench.ts',
  'bench/chat.bench.ts',
  'bench/doctor-chat.bench.ts',
  'bench/leads-list.bench.ts',
  'bench/leads-export.bench.ts',
  'bench/erasure-scrub.bench.ts',
  'bench/api-load.bench.ts',
  'bench/idle-memory.bench.ts',
  'bench/dashboard.bench.ts',
];

let failed = 0;
for (const bench of BENCHES) {
  const path = join(repoRoot, bench);
  if (!existsSync(path)) continue;
  console.log(`\n=== ${bench} ===`);
  // --expose-gc: memory figures are read after a collection.
  const { status } = spawnSync(process.execPath, ['--expose-gc', path], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
