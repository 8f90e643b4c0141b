import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';

/**
 * The e2e project's global setup: one Chromium per worker for the whole run, which every
 * file without special launch flags connects to (a browser context each, as before),
 * instead of starting its own Chromium (connecting took 0.3 s where a launch took 1.5 s).
 */
export default async function setup(project: TestProject) {
  const { maxWorkers } = project.globalConfig;
  const workers = typeof maxWorkers === 'number' && maxWorkers > 0 ? maxWorkers : 1;
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] }),
    ),
  );
  project.provide(
    'chromiumEndpoints',
    servers.map((server) => server.wsEndpoint()),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
