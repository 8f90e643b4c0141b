import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL } from './testing/support/databases.ts';
import { runNode, SERVER_SRC } from './testing/support/run-node.ts';
import { makeTempDir } from './testing/support/temp-dir.ts';

let child: ChildProcess | undefined;
const dir = makeTempDir();
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => dir.remove());

/** Starts the product as users do and waits for the "listening" line. */
function startServer(env: Record<string, string>): Promise<{ port: number; output: () => string }> {
  child = spawn(process.execPath, [`${SERVER_SRC}main.ts`], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /AfterLook listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), output: () => output });
    };
    child?.stdout?.on('data', onData);
    child?.stderr?.on('data', onData);
    child?.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

describe('node apps/server/src/main.ts', { timeout: 30_000 }, () => {
  it('starts, prints the banner with the demo key, serves, and stops cleanly on SIGTERM', async () => {
    const { port, output } = await startServer({
      DATA_DIR: `${dir.path}/data`,
      WIDGET_DIST: `${dir.path}/none`,
    });
    expect(output()).toContain('Demo SDK key      demo-clinic-key');
    expect(output()).toContain(`/demo`);
    expect(output()).toContain('Widget            not built');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const session = await fetch(`http://127.0.0.1:${port}/api/v1/sessions`, {
      method: 'POST',
      headers: { authorization: 'demo-clinic-key' },
    });
    expect(session.status).toBe(201);

    const exited = new Promise<number | null>((resolve) =>
      child?.on('exit', (code) => resolve(code)),
    );
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('PRECOMPRESS=later (npm start): serves at once, and the brotli copies written in the background are served once there', async () => {
    const widget = `${dir.path}/later-widget`;
    mkdirSync(`${widget}/assets`, { recursive: true });
    writeFileSync(`${widget}/index.html`, '<!doctype html><title>widget</title>');
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};`;
    writeFileSync(`${widget}/assets/app-1a2b.js`, script);
    const { port, output } = await startServer({
      DATA_DIR: `${dir.path}/later-data`,
      WIDGET_DIST: widget,
      DASHBOARD_DIST: `${dir.path}/later-dashboard`,
      PRECOMPRESS: 'later',
      START_BEGAN_MS: String(Date.now() - 1500),
    });
    expect(output()).toContain(
      'Compression       brotli and gzip copies being written in the background',
    );
    expect(output()).toMatch(/Started in {8}\d+\.\d s \(npm start\)/);
    const url = `http://127.0.0.1:${port}/assets/app-1a2b.js`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(await first.text()).toBe(script);

    await vi.waitFor(() => expect(existsSync(`${widget}/assets/app-1a2b.js.br`)).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    const later = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(later.headers.get('content-encoding')).toBe('br');
    expect(await later.text()).toBe(script);
    expect(readdirSync(`${widget}/assets`).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses a bad configuration with a clear message and exit code 2', async () => {
    const result = await runNode('main.ts', [], { PORT: 'eighty', DATA_DIR: `${dir.path}/data` });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT');
  });

  it.skipIf(process.env.AFTERLOOK_SKIP_PG === '1')(
    'runs on PostgreSQL when DATABASE_URL is set (migrations, demo seed, sessions)',
    async () => {
      const schema = `afterlook_main_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      try {
        const url = `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        const { port, output } = await startServer({
          DATABASE_URL: url,
          DATA_DIR: `${dir.path}/pg-data`,
        });
        expect(output()).toContain('PostgreSQL (DATABASE_URL)');
        const session = await fetch(`http://127.0.0.1:${port}/api/v1/sessions`, {
          method: 'POST',
          headers: { authorization: 'demo-clinic-key' },
        });
        expect(session.status).toBe(201);
        const tables = await admin.query(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
          [schema],
        );
        expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toEqual(
          expect.arrayContaining(['clinics', 'sdk_keys', 'sessions']),
        );
        const exited = new Promise<number | null>((resolve) =>
          child?.on('exit', (code) => resolve(code)),
        );
        child?.kill('SIGINT');
        expect(await exited).toBe(0);
      } finally {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  );
});
