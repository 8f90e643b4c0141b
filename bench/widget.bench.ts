/// <reference lib="dom" />
/**
 * What a patient's phone pays before the widget's first screen answers a tap:
 *
 *   node bench/widget.bench.ts [--runs 5] [--skip-build] [--dist <dir>] [--bytes-only]
 *
 * - bytes: the gzipped JavaScript of the tier-1 first screen, read from the Vite build
 *   (apps/widget/dist): index.html's entry and modulepreloads with their static imports,
 *   plus the /onboarding-tier1 route chunk the entry imports and its static imports
 *   (target ≤ 110 KB); each file gzipped with node:zlib at level 9;
 * - time: from navigation start to the area screen being usable (title visible, first
 *   region clickable) in Debian Chromium with 4× CPU throttling (CDP
 *   Emulation.setCPUThrottlingRate), on the real server over loopback, a cold cache per
 *   run; median of --runs (target ≤ 1.5 s).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@afterlook/domain';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(arg('runs')) || 5;
const repoRoot = join(import.meta.dirname, '..');
const dist = arg('dist') ? resolve(arg('dist') as string) : join(repoRoot, 'apps/widget/dist');
const TARGET_KB = 110;
const TARGET_MS = 1500;
const CPU_THROTTLING = 4;

if (!args.includes('--skip-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: join(repoRoot, 'apps/widget'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('widget build failed');
}

// ---- bytes -------------------------------------------------------------------------

const read = (asset: string) => readFileSync(join(dist, asset), 'utf8');
/** `/assets/x.js` or `assets/x.js` → `assets/x.js`. */
const assetPath = (href: string) => href.replace(/^\//, '');

/** Static imports of a built chunk: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`. */
function staticImports(asset: string): string[] {
  const code = read(asset);
  const found = new Set<string>();
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
  for (const match of code.matchAll(pattern)) {
    if (match[1]) found.add(join('assets', match[1]));
  }
  return [...found];
}

function closure(starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(next));
  }
  return seen;
}

const html = read('index.html');
const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('index.html has no module script');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) =>
  assetPath(match[1] as string),
);
const entryChunks = closure([assetPath(entry), ...preloads]);
// The entry's lazy route table: `tier1:()=>preload(()=>import("./route-X.js"), ...)`.
const routeChunk = /\btier1:\(\)=>[\w$]+\(\(\)=>import\([`"'](\.\/[^`"']+)[`"']\)/.exec(
  read(assetPath(entry)),
)?.[1];
if (!routeChunk) throw new Error('the entry has no lazy tier1 route import');
const firstScreen = closure([...entryChunks, join('assets', routeChunk)]);

const gzipKb = (asset: string) =>
  gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length / 1024;
const rows = [...firstScreen]
  .map((asset) => ({ asset, kb: gzipKb(asset), entry: entryChunks.has(asset) }))
  .sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);
const entryTotal = rows.filter((row) => row.entry).reduce((sum, row) => sum + row.kb, 0);

console.log('tier-1 first screen JavaScript (gzip -9):');
for (const row of rows) {
  console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.asset}${row.entry ? '' : '  (route)'}`);
}
console.log(`  entry + modulepreloads: ${entryTotal.toFixed(1)} KB`);
console.log(
  `first-screen JS gzipped: ${total.toFixed(1)} KB (target ≤ ${TARGET_KB} KB) ${total <= TARGET_KB ? 'OK' : 'OVER'}`,
);

if (args.includes('--bytes-only')) process.exit(0);

// ---- time --------------------------------------------------------------------------

/**
 * Runs in the page from its first script: the moment the area title is on screen and the
 * first region of the figure would take a tap (laid out, enabled, hit by a tap at its centre).
 */
const watchFirstInteractive = (title: string) => {
  const ready = () => {
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === title);
    const region = document.querySelector('[role="checkbox"] path');
    if (!heading || !region || heading.getBoundingClientRect().height === 0) return false;
    const box = region.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return (
      hit !== null &&
      (hit === region || region.closest('[role="checkbox"]')?.contains(hit) === true)
    );
  };
  const check = () => {
    if ((window as { __interactiveAt?: number }).__interactiveAt !== undefined) return;
    if (ready()) {
      (window as { __interactiveAt?: number }).__interactiveAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
};

const server = await startServer({ LOG_LEVEL: 'error', WIDGET_DIST: dist });
const browser = await launchBrowser();
const times: number[] = [];
try {
  const title = MESSAGES.en.area.title;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.addInitScript(watchFirstInteractive, title);
    await page.goto(`${server.url}/onboarding-tier1?clinicSdkKey=demo-clinic-key&lang=en`);
    const at = await page.waitForFunction(
      () => (window as { __interactiveAt?: number }).__interactiveAt,
      undefined,
      { timeout: 30_000 },
    );
    times.push((await at.jsonValue()) as number);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] as number;
console.log(
  `time to first interactive screen (tier-1 area, ${CPU_THROTTLING}× CPU throttling, loopback): runs ${times
    .map((t) => `${Math.round(t)}`)
    .join(', ')} ms`,
);
console.log(
  `time to first interactive screen: median ${Math.round(median)} ms (target ≤ ${TARGET_MS} ms) ${median <= TARGET_MS ? 'OK' : 'OVER'}`,
);
