import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repoRoot = resolve(import.meta.dirname, '../..');
/**
 * AFTERLOOK_E2E_SERVER_ROOT: run the server from another checkout (e.g. a snapshot of the
 * last commit while apps/server is mid-change in this tree); it still serves this tree's
 * widget and dashboard builds and sample models.
 */
const serverRoot = process.env.AFTERLOOK_E2E_SERVER_ROOT
  ? resolve(process.env.AFTERLOOK_E2E_SERVER_ROOT)
  : repoRoot;
const mainScript = join(serverRoot, 'apps/server/src/main.ts');
const cliScript = join(serverRoot, 'apps/server/src/cli.ts');
const serverRootEnv: Record<string, string> =
  serverRoot === repoRoot
    ? {}
    : {
        WIDGET_DIST: join(repoRoot, 'apps/widget/dist'),
        DASHBOARD_DIST: join(repoRoot, 'apps/dashboard/dist'),
        EMBED_DIST: join(repoRoot, 'packages/embed/dist'),
        SAMPLE_MODELS_DIR: join(repoRoot, 'assets/sample-models'),
      };
const execFileAsync = promisify(execFile);

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  /** Runs the real clinic CLI against this server's data directory; returns its stdout. */
  cli(args: readonly string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the real product (`node apps/server/src/main.ts`) on a free port with a
 * fresh data directory, exactly as a clinic would run it, and waits until it is healthy.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'afterlook-e2e-'));
  const env = {
    ...process.env,
    ...serverRootEnv,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // One image thread, not one per core: two e2e files run at once on a 2-core machine,
    // and each thread loads the vision model as the server starts.
    WORKER_THREADS: '1',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [mainScript], { cwd: serverRoot, env });
  const url = await waitForListening(child);
  await waitForHealth(url);
  return {
    url,
    dataDir,
    async cli(args) {
      const { stdout } = await execFileAsync(process.execPath, [cliScript, ...args], {
        cwd: serverRoot,
        env,
      });
      return stdout;
    },
    async stop() {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('server did not start in 30 s')), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /AfterLook listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1].replace('0.0.0.0', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited with code ${code}`)));
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/healthz`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}/healthz never answered 200`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
