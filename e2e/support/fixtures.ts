import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export const DEMO_KEY = 'demo-clinic-key';

/** One Debian Chromium for the enclosing suite (this worker's shared one), closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/**
 * One real server (fresh SQLite file) and one Debian Chromium per test file,
 * started before its tests and stopped after them.
 */
export function useServerAndBrowser(): { server: () => RunningServer; browser: () => Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
  });
  return {
    server: () => {
      if (!server) throw new Error('server not started');
      return server;
    },
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}
