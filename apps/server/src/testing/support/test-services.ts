/**
 * The PostgreSQL and Redis the tests talk to (part of `npm test`):
 *
 *   node apps/server/src/testing/support/test-services.ts start <dir>   prints `export TEST_…_URL=…`
 *   node apps/server/src/testing/support/test-services.ts stop <dir>    stops what start started
 *
 * A service already answering at TEST_DATABASE_URL / TEST_REDIS_URL (or their defaults,
 * the machine's own: databases.ts, test-redis.ts) is used as it is. Otherwise one is started from Debian's binaries
 * (installed by scripts/ensure-deps.sh) on a free loopback port, with its data in <dir>,
 * and stopped afterwards. PostgreSQL refuses to run as root: as root, its server runs
 * as Debian's `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL } from './databases.ts';
import { TEST_REDIS_URL } from './test-redis.ts';

const TEST_USER = 'afterlook';

const log = (line: string) => process.stderr.write(`› ${line}\n`);

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A PING over a plain socket: no client library, no reconnect loop. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** initdb and pg_ctl: on PATH, else Debian's versioned folder. */
function postgresBin(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  const path = version ? join(root, version, 'bin', name) : '';
  if (!path || !existsSync(path)) {
    throw new Error(
      `${name} not found: install Debian's postgresql (scripts/ensure-deps.sh --test does)`,
    );
  }
  return path;
}

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary as the user running the tests, or as `postgres` for root. */
function runPostgres(bin: string, args: string[]): void {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(bin), ...args]]
    : [postgresBin(bin), args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function startPostgres(dir: string): Promise<string> {
  const data = join(dir, 'postgres');
  mkdirSync(data, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chmodSync(dir, 0o755);
    chownSync(data, uid, gid);
  }
  const port = await freePort();
  runPostgres('initdb', ['-D', data, '-U', TEST_USER, '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Throwaway data: no fsync, and enough connections for two workers' pools and servers.
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  runPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(data, 'server.log'), '-w', 'start']);
  const admin = new pg.Client({ host: '127.0.0.1', port, user: TEST_USER, database: 'postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE test');
  await admin.end();
  log(`PostgreSQL started for the tests on 127.0.0.1:${port} (data in ${data})`);
  return `postgres://${TEST_USER}@127.0.0.1:${port}/test`;
}

async function startRedis(dir: string): Promise<string> {
  const port = await freePort();
  execFileSync('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--dir',
    dir,
    '--pidfile',
    join(dir, 'redis.pid'),
    '--logfile',
    join(dir, 'redis.log'),
  ]);
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50 && !(await redisAnswers(url)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`Redis started for the tests on 127.0.0.1:${port}`);
  return url;
}

async function start(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const [databaseUrl, redisUrl] = [TEST_DATABASE_URL, TEST_REDIS_URL];
  const [postgresUp, redisUp] = await Promise.all([
    postgresAnswers(databaseUrl),
    redisAnswers(redisUrl),
  ]);
  if (postgresUp) log(`PostgreSQL: using ${new URL(databaseUrl).host}`);
  else log(`PostgreSQL: nothing answers at ${new URL(databaseUrl).host}, starting one`);
  if (redisUp) log(`Redis: using ${new URL(redisUrl).host}`);
  else log(`Redis: nothing answers at ${new URL(redisUrl).host}, starting one`);
  const urls = {
    TEST_DATABASE_URL: postgresUp ? databaseUrl : await startPostgres(dir),
    TEST_REDIS_URL: redisUp ? redisUrl : await startRedis(dir),
  };
  for (const [name, value] of Object.entries(urls)) console.log(`export ${name}='${value}'`);
}

function stop(dir: string): void {
  const data = join(dir, 'postgres');
  if (existsSync(join(data, 'postmaster.pid'))) {
    runPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    log('PostgreSQL for the tests stopped');
  }
  const pidFile = join(dir, 'redis.pid');
  if (existsSync(pidFile)) {
    process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
    log('Redis for the tests stopped');
  }
}

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== 'start' && command !== 'stop')) {
  console.error('usage: node apps/server/src/testing/support/test-services.ts start|stop <dir>');
  process.exit(2);
}
if (command === 'start') await start(dir);
else stop(dir);
