import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import type { PoseHarness } from './pose-page.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const BASE = '/pose-harness/';
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.html': 'text/html',
};

export interface PoseHarnessOptions {
  /** Extra Chromium flags (a fake camera). */
  readonly browserArgs?: readonly string[];
  /** Files the page may fetch at /pose-harness/files/<name>. */
  readonly files?: Readonly<Record<string, Uint8Array>>;
}

export interface OpenPoseHarness {
  readonly page: Page;
  /** Calls one of the page's PoseHarness methods. */
  call<K extends keyof PoseHarness>(
    method: K,
    ...args: Parameters<PoseHarness[K]>
  ): Promise<Awaited<ReturnType<PoseHarness[K]>>>;
  /** Paths under /scan-assets/ the page fetched (which WASM build, which model). */
  readonly fetched: readonly string[];
  /** Bytes of the built tasks-vision chunk, minified as the widget ships it. */
  readonly visionChunkBytes: number;
  readonly server: RunningServer;
  close(): Promise<void>;
}

/**
 * The widget's scan detection (pose-page.ts) in headless Debian Chromium, built by Vite
 * as the widget is (minified, tasks-vision in its own chunk) and served from the real
 * server's origin, which serves the WASM runtime and the .task bundles as in production.
 */
export async function openPoseHarness(options: PoseHarnessOptions = {}): Promise<OpenPoseHarness> {
  const outDir = await mkdtemp(join(tmpdir(), 'afterlook-pose-harness-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const [bundle, started, launched] = await Promise.all([
      build({
        configFile: false,
        root: repoRoot,
        base: BASE,
        logLevel: 'warn',
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: true,
          target: 'es2022',
          modulePreload: false,
          rolldownOptions: {
            input: { 'pose-page': join(import.meta.dirname, 'pose-page.ts') },
            output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
          },
        },
      }),
      startServer(),
      launchBrowser(options.browserArgs ?? []),
    ]);
    server = started;
    browser = launched;
    const outputs = (Array.isArray(bundle) ? bundle : [bundle]).flatMap((result) =>
      'output' in result ? result.output : [],
    );
    const visionChunk = outputs.find(
      (output) => output.type === 'chunk' && output.name.startsWith('vision_bundle'),
    );
    const visionChunkBytes =
      visionChunk?.type === 'chunk' ? Buffer.byteLength(visionChunk.code) : 0;

    // A phone's screen: the widget sizes its camera request from it.
    const page = await browser.newPage({
      viewport: VIEWPORTS.phone,
      screen: VIEWPORTS.phone,
      deviceScaleFactor: 3,
    });
    const origin = server.url;
    const fetched: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/scan-assets/') && response.ok()) fetched.push(pathname);
    });
    await page.route(`${origin}${BASE}**`, async (route) => {
      const path = new URL(route.request().url()).pathname.slice(BASE.length);
      if (path === '') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta charset="utf-8"><title>pose harness</title><body><script type="module" src="${BASE}pose-page.js"></script>`,
        });
      }
      const file = path.startsWith('files/')
        ? options.files?.[path.slice('files/'.length)]
        : await readFile(join(outDir, path)).catch(() => undefined);
      if (!file) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        body: Buffer.from(file),
      });
    });
    await page.goto(`${origin}${BASE}`);
    await page.waitForFunction(() => 'poseHarness' in globalThis);
    const running = { server, browser };
    return {
      page,
      server,
      fetched,
      visionChunkBytes,
      call: (method, ...args) =>
        page.evaluate(
          ([name, values]) => {
            type Methods = Record<string, (...values: unknown[]) => unknown>;
            const harness = (globalThis as unknown as { poseHarness: Methods }).poseHarness;
            return harness[name]?.(...values);
          },
          [method, args as unknown[]] as const,
        ) as never,
      async close() {
        await running.browser.close();
        await running.server.stop();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    await server?.stop();
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
