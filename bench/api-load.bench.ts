/**
 * API throughput under load, as a load balancer would send it:
 *
 *   node bench/api-load.bench.ts [--seconds 8] [--connections 20]
 *
 * Starts the real server in its own process (embedded default: SQLite, local files;
 * limits raised out of the way: bench/support/serve-for-load.ts) and drives it with
 * autocannon from this one: session creation, clinic-info, daily-analytics and lead
 * submission, each for a few seconds. Prints requests/s, p50/p99 latency and any
 * answer that was not 2xx. Target on a 2-core machine: daily-analytics ≥ 3,000 req/s
 * with p99 ≤ 30 ms and no errors.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { makeTempDir } from '../apps/server/src/test-support/temp-dir.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return (at >= 0 ? Number(args[at + 1]) : 0) || fallback;
};
const SECONDS = flag('--seconds', 8);
const CONNECTIONS = flag('--connections', 20);
const SDK_KEY = 'demo-clinic-key';
const TARGET = { route: 'daily-analytics', reqPerSec: 3000, p99Ms: 30 };

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'support/serve-for-load.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { child, url };
}

interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

async function run(url: string, scenario: Scenario) {
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    ...(scenario.body !== undefined && { body: scenario.body }),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    name: scenario.name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

const dir = makeTempDir();
const { child, url } = await startServer(join(dir.path, 'data'));
try {
  const session = await fetch(`${url}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: SDK_KEY },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const json = { 'content-type': 'application/json', authorization: `session ${token}` };
  const scenarios: Scenario[] = [
    {
      name: 'session creation',
      method: 'POST',
      path: '/api/v1/sessions',
      headers: { authorization: SDK_KEY },
    },
    { name: 'clinic-info', method: 'GET', path: '/api/v1/clinic-info', headers: json },
    {
      name: 'daily-analytics',
      method: 'POST',
      path: '/api/v1/daily-analytics',
      headers: json,
      body: JSON.stringify({
        form_name: 'ONBOARDING_TIER1',
        daily_analytics_count_type: 'SITE_VISITS',
      }),
    },
    {
      name: 'lead submission',
      method: 'POST',
      path: '/clinics/v1/forms/submit',
      headers: json,
      body: JSON.stringify({
        form_user_id: 'load-bench',
        form_name: 'ONBOARDING_TIER1',
        is_debug: false,
        form_data: { name: 'Ana Lopez', phone: '4155550132' },
        patient_record: {
          first_name: 'Ana',
          last_name: 'Lopez',
          phone: '4155550132',
          location: 'Austin, Texas',
          upload_type: 'upload',
          procedures_of_interest: ['BBL'],
        },
      }),
    },
  ];
  console.log(
    `one API process, ${CONNECTIONS} connections, ${SECONDS} s each (embedded: SQLite, local files)`,
  );
  for (const scenario of scenarios) {
    const r = await run(url, scenario);
    const target =
      r.name === TARGET.route
        ? `  target ≥ ${TARGET.reqPerSec} req/s, p99 ≤ ${TARGET.p99Ms} ms, no errors: ${
            r.reqPerSec >= TARGET.reqPerSec && r.p99 <= TARGET.p99Ms && r.errors === 0
              ? 'OK'
              : 'MISSED'
          }`
        : '';
    console.log(
      `${r.name.padEnd(18)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}${target}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  dir.remove();
}
