import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Playwright endpoints of one Chromium per e2e worker (shared-browsers.ts). */
    chromiumEndpoints: string[];
  }
}

/** Flags this workplace's closed network needs (see README "Tests"). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing but this machine resolves: a request to anywhere else fails at once, so none
  // leaves a developer's laptop either (openPage records them).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const screenshotDir = resolve(import.meta.dirname, '../../.artifacts/screenshots');

/** Chromium's fake camera fed from a y4m clip (looped), the camera prompt answered yes. */
export const fakeCameraArgs = (clip: string): readonly string[] => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${clip}`,
  '--autoplay-policy=no-user-gesture-required',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A Chromium for a test file. Without extra flags, under the e2e project, it is this
 * worker's shared one (shared-browsers.ts): its close() closes only the file's contexts.
 * With flags (a fake camera), or outside vitest (the pose scripts), a Chromium of its own.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const shared = extraArgs.length === 0 ? await sharedEndpoint() : undefined;
  if (shared) return chromium.connect(shared);
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** This worker's shared Chromium, when the e2e project's global setup started them. */
async function sharedEndpoint(): Promise<string | undefined> {
  const worker = Number(process.env.VITEST_POOL_ID);
  if (!worker) return undefined;
  const { inject } = await import('vitest');
  const endpoints = inject('chromiumEndpoints') ?? [];
  return endpoints[(worker - 1) % endpoints.length];
}

export interface GuardedPage {
  readonly page: Page;
  /** Requests that tried to leave the machine; a patient's browser must make none. */
  readonly outsideRequests: string[];
  /** Console errors and uncaught page errors. */
  readonly pageErrors: string[];
  close(): Promise<void>;
}

/** Where a page's requests may go without leaving the machine. */
const isLocal = (url: URL) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ||
  url.protocol === 'data:' ||
  url.protocol === 'blob:';

/**
 * Opens a page that records every request not aimed at our own loopback server, so a
 * test can assert the product calls no third party (CHROMIUM_ARGS resolve no other host,
 * so none gets out). Requests are watched, not intercepted: a route would pause each one
 * and turn off the HTTP cache, and a file's thirty page loads would each fetch and compile
 * the same bundles again. `answeredOrigins`: outside origins the test answers itself with
 * a route of its own; their requests never leave the machine.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  answeredOrigins: readonly string[] = [],
): Promise<GuardedPage> {
  const context = await browser.newContext(options);
  const outsideRequests: string[] = [];
  const pageErrors: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!isLocal(url) && !answeredOrigins.includes(url.origin)) outsideRequests.push(url.href);
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  return { page, outsideRequests, pageErrors, close: () => context.close() };
}

/**
 * Waits until the page's transitions and finite animations (a modal fading in, a button
 * changing colour) have finished, so what is judged or pictured is the screen at rest.
 * Endless ones (a spinner) do not count.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * A touch start at x (CSS px) on the page, as a finger at the screen's edge begins the
 * phone's back swipe: whether the page cancelled it (the chats' edge guard, docs/product/state-machines.md#chat-flows).
 */
export const touchStartCancelled = (page: Page, clientX: number): Promise<boolean> =>
  page.evaluate((x) => {
    const target = document.body;
    const touch = new Touch({ identifier: 1, target, clientX: x, clientY: 400 });
    const event = new TouchEvent('touchstart', {
      touches: [touch],
      changedTouches: [touch],
      bubbles: true,
      cancelable: true,
    });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  }, clientX);

export async function saveScreenshot(
  page: Page,
  name: string,
  /** The whole page, or what the screen shows (a modal over a long page, as the patient sees it). */
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  await settleAnimations(page);
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
