import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ServedBuilds } from './precompress-served.ts';

const BUILD_SERVED_ASSETS = fileURLToPath(new URL('../../build-served-assets.ts', import.meta.url));
/** The lowest CPU priority: patients' requests come first. */
const NICEST = 19;

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Writes the served files' brotli and gzip variants (the build's own step) in a child
 * process at the lowest CPU priority, while the server already serves them uncompressed:
 * @fastify/static picks up each variant once it appears, and each is written whole, then
 * renamed into place. `npm start` uses it so that a fresh clone serves without first
 * waiting half a minute for brotli 11. Returns a stop for shutdown.
 */
export function compressInBackground(builds: ServedBuilds, log: Log): () => void {
  const child = spawn(
    process.execPath,
    [
      BUILD_SERVED_ASSETS,
      '--widget-dist',
      builds.widgetDist,
      '--dashboard-dist',
      builds.dashboardDist,
    ],
    { env: { ...process.env, PRECOMPRESS: 'build' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, NICEST);
    } catch {
      // Not permitted here: it still runs, at normal priority.
    }
  }
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code === 0) log.info({}, output.trim().replace(/^› /, 'background: '));
    else if (signal !== 'SIGTERM')
      log.warn(
        { code, output: output.trim() },
        'background precompression failed; files go out uncompressed',
      );
  });
  return () => child.kill('SIGTERM');
}
