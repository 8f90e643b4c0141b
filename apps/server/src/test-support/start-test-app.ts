import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { Config } from '../config/load-config.ts';
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

/** The real server on a real SQLite file, listening on loopback (port 0). */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const dir = makeTempDir();
  const config = testConfig(dir.path, overrides);
  const app = await buildApp(config, options);
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
      await app.close();
      dir.remove();
    },
  };
}
