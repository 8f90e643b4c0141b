import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createImagePool } from '../../adapters/image-threads/create-image-pool.ts';
import type { ImagePool } from '../../adapters/image-threads/image-pool.ts';
import { type BuildAppOptions, buildApp } from '../../app.ts';
import type { Config } from '../../compose/config/load-config.ts';
import { makeTempDir } from './temp-dir.ts';
import { testConfig } from './test-config.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
  readonly config: Config;
  /** Temp directory holding data/ (the SQLite file) and widget-dist/. */
  readonly dir: string;
  /** A session for the demo clinic's key. */
  demoSession(): Promise<string>;
  close(): Promise<void>;
}

/** Longer than the job queue's drain (5 s), so only a stuck connection trips it. */
const CLOSE_GRACE_MS = 10_000;

let sharedPool: ImagePool | undefined;

/**
 * The pool a test app gets: the test's own, else one image thread shared by every test
 * app of this process whose config asks for the default (one thread, no vision model
 * directory, jobs run here). Starting a thread and loading the engine's modules again for
 * each of hundreds of apps was a large share of the unit tests' CPU. The shared pool is
 * not the app's, so closing the app leaves it running.
 */
function poolFor(config: Config, options: BuildAppOptions): ImagePool | undefined {
  if (options.media?.pool) return options.media.pool;
  const usesDefault =
    config.modelDir === undefined && config.workerThreads === 1 && config.jobQueue !== 'bullmq';
  if (!usesDefault) return undefined;
  sharedPool ??= createImagePool({ modelDir: undefined, threads: 1 });
  return sharedPool;
}

/** The real server on a real SQLite file, listening on loopback (port 0). */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const dir = makeTempDir();
  const config = testConfig(dir.path, overrides);
  const pool = poolFor(config, options);
  const app = await buildApp(config, {
    ...options,
    media: { ...options.media, ...(pool ? { pool } : {}) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    config,
    dir: dir.path,
    async demoSession() {
      const response = await fetch(`${baseUrl}/api/v1/sessions`, {
        method: 'POST',
        headers: { authorization: config.demoSdkKey },
      });
      if (response.status !== 201) throw new Error(`demo session failed: ${response.status}`);
      const body = (await response.json()) as { access_token: string };
      return body.access_token;
    },
    async close() {
      // A connection still open after the grace period is a response some test left
      // unread: app.close() would wait for it forever, so cut it and say so.
      let leftOpen = 0;
      const watchdog = setTimeout(() => {
        app.server.getConnections((_error, count) => {
          leftOpen = count;
          app.server.closeAllConnections();
        });
      }, CLOSE_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearTimeout(watchdog);
        dir.remove();
      }
      if (leftOpen > 0) {
        throw new Error(`${leftOpen} connection(s) still open at close: read every response body`);
      }
    },
  };
}
