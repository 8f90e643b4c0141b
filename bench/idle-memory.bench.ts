/**
 * Idle memory (RSS, every thread of the process) of the server's three shapes, each
 * started as users start it on a fresh DATA_DIR and left until its RSS settles:
 *
 *   node bench/idle-memory.bench.ts
 *
 * - embedded: `npm start`'s one process (jobs and vision on its own worker threads);
 * - API only: JOB_QUEUE=bullmq, it enqueues and loads no vision model, started as plain
 *   `node` and as `npm run api` starts it (a smaller V8 young generation; target ≤ 200 MB);
 * - worker: `npm run worker` with 1 and 2 image threads, vision loaded on each
 *   (target ≤ 400 MB per thread).
 * Needs Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); its keys go under a
 * prefix of this run's own, removed at the end.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer } from '../apps/server/src/testing/support/spawn-server.ts';
import type { SpawnedProcess } from '../apps/server/src/testing/support/spawn-until-ready.ts';
import { spawnWorker } from '../apps/server/src/testing/support/spawn-worker.ts';
import { makeTempDir } from '../apps/server/src/testing/support/temp-dir.ts';
import {
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../apps/server/src/testing/support/test-redis.ts';

const MB = 1024 * 1024;
/** The words of `npm run api` (package.json), so the bench starts API processes alike. */
const API_SCRIPT =
  (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts.api?.split(/\s+/) ?? [];
/** Its Node flags and its environment settings (NAME=value before the command). */
const API_NODE_ARGS = API_SCRIPT.filter((word) => word.startsWith('--'));
const API_ENV = Object.fromEntries(
  API_SCRIPT.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2)),
);
const SAMPLE_MS = 500;
/** Settled: the last this many samples lie within SETTLED_SPREAD of each other. */
const SETTLED_SAMPLES = 8;
const SETTLED_SPREAD = 0.02;
const SETTLE_TIMEOUT_MS = 90_000;

/** Resident memory of a process from /proc (Linux), in bytes. */
const rssOf = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
};

/** The RSS once it stops moving (or when the timeout passes, said so). */
async function settledRss(spawned: SpawnedProcess, ready?: RegExp): Promise<number> {
  const pid = spawned.child.pid;
  if (pid === undefined) throw new Error('process has no pid');
  const started = Date.now();
  const samples: number[] = [];
  while (Date.now() - started < SETTLE_TIMEOUT_MS) {
    await sleep(SAMPLE_MS);
    samples.push(rssOf(pid));
    if (ready && !ready.test(spawned.output())) continue;
    const last = samples.slice(-SETTLED_SAMPLES);
    const spread = (Math.max(...last) - Math.min(...last)) / Math.max(...last);
    if (last.length === SETTLED_SAMPLES && spread < SETTLED_SPREAD) return Math.max(...last);
  }
  process.stdout.write('  (RSS still moving at the timeout)\n');
  return samples.at(-1) ?? 0;
}

const row = (name: string, bytes: number, target?: number) => {
  const mb = bytes / MB;
  const verdict =
    target === undefined ? '' : mb <= target ? `  ✓ ≤ ${target} MB` : `  ✗ > ${target} MB`;
  process.stdout.write(`${name.padEnd(50)} ${mb.toFixed(0).padStart(5)} MB${verdict}\n`);
};

const prefix = testRedisPrefix();
const dir = makeTempDir('afterlook-bench-');
// Like `npm start`: development, so the embedded server and the worker warm their
// vision engines at start.
const base = { DATA_DIR: dir.path, LOG_LEVEL: 'info', NODE_ENV: 'development' };
const scale = { ...base, JOB_QUEUE: 'bullmq', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
const VISION_LOADED = /vision engine loaded/;

try {
  process.stdout.write('idle RSS, whole process (all its threads)\n');
  const embedded = await spawnServer({ ...base, WORKER_THREADS: '2' });
  row('embedded (2 image threads)', await settledRss(embedded));
  await embedded.stop();

  const plainApi = await spawnServer(scale);
  row('API only, plain node', await settledRss(plainApi));
  await plainApi.stop();
  const api = await spawnServer({ ...scale, ...API_ENV }, API_NODE_ARGS);
  const settings = API_SCRIPT.filter((word) => /^[A-Z_]+=|^--/.test(word)).join(' ');
  row(`API only, npm run api (${settings})`, await settledRss(api), 200);

  for (const threads of [1, 2]) {
    const worker = await spawnWorker({ ...scale, WORKER_THREADS: String(threads) });
    const rss = await settledRss(worker, VISION_LOADED);
    row(`worker, ${threads} image thread(s)`, rss);
    row('  per thread', rss / threads, 400);
    await worker.stop();
  }
  await api.stop();
} finally {
  dir.remove();
  await deleteRedisKeys(prefix);
}
