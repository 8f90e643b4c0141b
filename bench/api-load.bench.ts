/**
 * API throughput under load, as a load balancer would send it, for the two shapes of the
 * server (docs/deploy.md):
 *
 *   node bench/api-load.bench.ts [--seconds 8] [--connections 20] [--only one|two]
 *
 * - one API process: the embedded default (SQLite, local files, jobs on its own image
 *   threads);
 * - the two-process setup: two API processes and a worker on PostgreSQL (a schema of
 *   this run's own), an S3 server on loopback (s3rver) and Redis (a key prefix of this
 *   run's own), JOB_QUEUE=bullmq.
 * Each process is the real server in a process of its own with its limits raised out of
 * the way (support/serve-for-load.ts), driven by autocannon from this one: session
 * creation, clinic-info, daily-analytics and lead submission, spread over the API
 * processes. Then every sample model of every AI procedure is transformed at once:
 * transforms completed per minute, and per worker core (the image threads), with the CPU
 * time each process spent per transform meanwhile: here the S3 server, the API processes,
 * PostgreSQL and Redis share the worker's two cores, and the ratio pays for them.
 * Targets on a 2-core machine: daily-analytics ≥ 3,000 req/s with p99 ≤ 30 ms and no
 * errors on one process; the two-process setup completes at least as many transforms per
 * minute as the embedded process.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../apps/server/src/testing/support/databases.ts';
import { scaleEnv } from '../apps/server/src/testing/support/scale-env.ts';
import { spawnWorker } from '../apps/server/src/testing/support/spawn-worker.ts';
import { startS3Server } from '../apps/server/src/testing/support/start-s3-server.ts';
import { makeTempDir } from '../apps/server/src/testing/support/temp-dir.ts';
import { deleteRedisKeys, testRedisPrefix } from '../apps/server/src/testing/support/test-redis.ts';
import { openSession, runLoad, scenarios, transformsPerMinute } from './support/load-scenarios.ts';
import { numberFlag } from './support/number-flag.ts';
import { processCpuMs } from './support/process-cpu.ts';
import { type LoadServer, startLoadServer } from './support/start-load-server.ts';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const load = { seconds: numberFlag('--seconds', 8), connections: numberFlag('--connections', 20) };
const TARGET = { route: 'daily-analytics', reqPerSec: 3000, p99Ms: 30 };
const CORES = availableParallelism();

/** A process of the setup whose CPU time the transforms are charged. */
interface Charged {
  readonly name: string;
  readonly pid: number | undefined;
}

/** CPU ms per transform of each process while `work` runs, and of this bench's own process. */
async function chargeCpu<T extends { count: number }>(
  processes: readonly Charged[],
  ownName: string,
  work: () => Promise<T>,
): Promise<{ result: T; line: string }> {
  const before = processes.map((p) => processCpuMs(p.pid) ?? 0);
  const own = process.cpuUsage();
  const result = await work();
  const ownMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(own));
  const perTransform = (ms: number) => `${Math.round(ms / result.count)} ms`;
  const parts = processes.map(
    (p, i) => `${p.name} ${perTransform((processCpuMs(p.pid) ?? 0) - (before[i] ?? 0))}`,
  );
  return { result, line: [...parts, `${ownName} ${perTransform(ownMs)}`].join(', ') };
}

/** Prints the four scenarios against these processes; returns transforms per minute. */
async function measure(
  label: string,
  urls: readonly string[],
  workerCores: number,
  charged: { readonly processes: readonly Charged[]; readonly own: string },
) {
  console.log(`\n${label}: ${load.connections} connections, ${load.seconds} s per call`);
  const token = await openSession(urls[0] ?? '');
  for (const scenario of scenarios(token)) {
    const r = await runLoad(urls, scenario, load);
    const target =
      urls.length === 1 && r.name === TARGET.route
        ? `  target ≥ ${TARGET.reqPerSec} req/s, p99 ≤ ${TARGET.p99Ms} ms, no errors: ${
            r.reqPerSec >= TARGET.reqPerSec && r.p99 <= TARGET.p99Ms && r.errors === 0
              ? 'OK'
              : 'MISSED'
          }`
        : '';
    console.log(
      `  ${r.name.padEnd(17)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}${target}`,
    );
  }
  const { result: transforms, line } = await chargeCpu(charged.processes, charged.own, () =>
    transformsPerMinute(urls),
  );
  console.log(
    `  transforms: ${transforms.count} in all, ${transforms.perMinute.toFixed(1)} per minute, ${(
      transforms.perMinute / workerCores
    ).toFixed(1)} per minute per worker core (${workerCores} image threads)`,
  );
  console.log(`  CPU per transform: ${line}`);
  return transforms.perMinute;
}

async function embedded(): Promise<number> {
  const dir = makeTempDir('afterlook-load-');
  const server = await startLoadServer({
    DATA_DIR: join(dir.path, 'data'),
    NODE_ENV: 'development',
  });
  try {
    return await measure('one API process (embedded: SQLite, local files)', [server.url], CORES, {
      processes: [{ name: 'the API process (its image threads included)', pid: server.child.pid }],
      own: 'the load client',
    });
  } finally {
    server.stop();
    dir.remove();
  }
}

async function twoProcesses(): Promise<number> {
  const dir = makeTempDir('afterlook-load-');
  const schema = `afterlook_load_${randomBytes(6).toString('hex')}`;
  const prefix = testRedisPrefix();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const s3 = await startS3Server();
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    ...scaleEnv({ schema, s3: s3.settings, redisPrefix: prefix }),
    WORKER_THREADS: String(CORES),
  };
  const apis: LoadServer[] = [];
  const worker = await spawnWorker({ ...env, LOG_LEVEL: 'info', DATA_DIR: join(dir.path, 'w') });
  try {
    // The first migrates and seeds the demo clinic; the second finds them done.
    apis.push(await startLoadServer({ ...env, DATA_DIR: join(dir.path, 'a1') }));
    apis.push(await startLoadServer({ ...env, DATA_DIR: join(dir.path, 'a2') }));
    return await measure(
      'two API processes and a worker (PostgreSQL, S3, Redis, BullMQ)',
      apis.map((api) => api.url),
      CORES,
      {
        processes: [
          { name: 'the worker', pid: worker.child.pid },
          ...apis.map((api, i) => ({ name: `API ${i + 1}`, pid: api.child.pid })),
        ],
        own: 'the load client and the S3 server',
      },
    );
  } finally {
    for (const api of apis) api.stop();
    await worker.stop();
    await s3.stop();
    await deleteRedisKeys(prefix);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    dir.remove();
  }
}

const one = only === 'two' ? null : await embedded();
const two = only === 'one' ? null : await twoProcesses();
if (one !== null && two !== null) {
  console.log(
    `\ntransforms per minute, two-process setup / embedded process: ${(two / one).toFixed(2)} (target ≥ 1.00) ${two >= one ? 'OK' : 'MISSED'}`,
  );
}
