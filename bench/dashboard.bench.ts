/**
 * The clinic dashboard's first load (issue 15: ≤ 200 KB of gzipped JS), two ways:
 *
 *   node bench/dashboard.bench.ts [--skip-build]
 *
 * - from the build: the JS the first page needs (index.html's entry script and the
 *   chunks it preloads), gzipped at level 9 as the server's .gz variants are;
 * - from Debian Chromium against the real server (CDP Network, bytes on the wire with
 *   headers, cold cache): the sign-in page of a visitor not signed in, and the leads
 *   list of a signed-in owner (the page's own lazy chunk included), once with
 *   `Accept-Encoding: gzip` and once as the browser asks (brotli).
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_MESSAGES } from '@afterlook/domain';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { precompressDir } from '../apps/server/src/http/compression/precompress-dir.ts';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser.ts';
import { inviteLink, OWNER_PASSWORD, setPassword } from '../e2e/support/dashboard.ts';
import { type RunningServer, startServer } from '../e2e/support/server.ts';

const repoRoot = join(import.meta.dirname, '..');
const dist = join(repoRoot, 'apps/dashboard/dist');
const KB = 1024;
const TARGET_KB = 200;
const en = DASHBOARD_MESSAGES.en;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');

if (!process.argv.includes('--skip-build')) {
  const built = spawnSync('npm', ['run', 'build', '--workspace', '@afterlook/dashboard'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the dashboard build failed');
}
await precompressDir(dist);

// ---- from the build ----------------------------------------------------------------

const html = await readFile(join(dist, 'index.html'), 'utf8');
const firstLoad = [
  ...html.matchAll(
    /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g,
  ),
].map((match) => (match[1] ?? match[2] ?? '').replace(/^\/dashboard\//, ''));
let gzipped = 0;
for (const file of firstLoad)
  gzipped += gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
const allJs = (await readdir(join(dist, 'assets'))).filter((file) => file.endsWith('.js'));
console.log(
  `dashboard first-load JS gzipped (build): ${kb(gzipped)} in ${firstLoad.length} files (target ≤ ${TARGET_KB} KB) ${verdict(gzipped <= TARGET_KB * KB)}; ${allJs.length} JS files in all`,
);

// ---- from Chromium -----------------------------------------------------------------

interface Load {
  readonly js: number;
  readonly total: number;
  readonly encodings: Set<string>;
}

async function measure(
  browser: Browser,
  url: string,
  ready: string,
  acceptEncoding: string | null,
  storageState?: BrowserContextOptions['storageState'],
): Promise<Load> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = new Set<string>();
  const encodings = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.mimeType.includes('javascript')) {
      scripts.add(requestId);
      const encoding = (response.headers['content-encoding'] ??
        response.headers['Content-Encoding']) as string | undefined;
      encodings.add(encoding ?? 'identity');
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    bytes.set(requestId, encodedDataLength),
  );
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) {
    await cdp.send('Network.setExtraHTTPHeaders', {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
  }
  await page.goto(url);
  await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  let js = 0;
  let total = 0;
  for (const [id, n] of bytes) {
    total += n;
    if (scripts.has(id)) js += n;
  }
  return { js, total, encodings };
}

async function signedInOwner(browser: Browser, server: RunningServer) {
  const created = JSON.parse(await server.cli(['create', '--name', 'Bench Clinic'])) as {
    id: string;
  };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}${await inviteLink(server, created.id, 'owner@bench.example')}`);
  await setPassword(page, en, OWNER_PASSWORD);
  await page.waitForURL('**/dashboard/leads');
  const state = await context.storageState();
  await context.close();
  return state;
}

const server = await startServer({ LOG_LEVEL: 'error', DASHBOARD_DIST: dist });
const browser = await launchBrowser();
try {
  const owner = await signedInOwner(browser, server);
  for (const [label, encoding] of [
    ['gzip', 'gzip'],
    ['as the browser asks', null],
  ] as const) {
    const signIn = await measure(
      browser,
      `${server.url}/dashboard/sign-in`,
      en.dashboard.signIn.heading,
      encoding,
    );
    const leads = await measure(
      browser,
      `${server.url}/dashboard/leads`,
      en.dashboard.nav.leads,
      encoding,
      owner,
    );
    for (const [page, load] of [
      ['sign-in page', signIn],
      ['leads page (signed in)', leads],
    ] as const) {
      console.log(
        `dashboard ${page}, ${label} (${[...load.encodings].join(', ')}): JS on the wire ${kb(load.js)}${encoding === 'gzip' ? ` (target ≤ ${TARGET_KB} KB) ${verdict(load.js <= TARGET_KB * KB)}` : ''}; everything ${kb(load.total)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
