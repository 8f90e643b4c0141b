/**
 * The guided scan's in-browser pose detection, in headless Debian Chromium against the
 * real server (`node apps/server/src/main.ts`, which serves the WASM runtime and the
 * assembled .task bundles under /scan-assets):
 *
 *   node bench/pose.bench.ts [--frames 40] [--variant full|lite|both] [--input imagedata|canvas]
 *
 * - inference: ms per frame of PoseLandmarker.detectForVideo (VIDEO mode, CPU delegate,
 *   0.75 confidences) on a 480×480 frame of a sample-model render, after 5 warm-up
 *   frames; p50 / p95 / mean. Target for `full`: p50 ≤ 120 ms.
 * - load: from nothing to a ready landmarker (runtime + model from the server).
 * - bytes a patient downloads before the scan can start: the pose code chunk of the
 *   built widget, the WASM loader and binary (SIMD), and the model bundle.
 *
 * The harness page and the tasks-vision ES module are handed to the browser by request
 * interception (they are the widget's job in production); every model and WASM byte
 * comes from the server.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { spawnServer } from '../apps/server/src/test-support/spawn-server.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const frames = Number(arg('frames')) || 40;
const variants =
  arg('variant') === 'lite' ? ['lite'] : arg('variant') === 'both' ? ['full', 'lite'] : ['full'];
/** What detectForVideo gets: the canvas (uploaded through WebGL) or its ImageData. */
const input = arg('input') === 'canvas' ? 'canvas' : 'imagedata';
const TARGET_MS = 120;

const repoRoot = join(import.meta.dirname, '..');
const visionDir = dirname(createRequire(import.meta.url).resolve('@mediapipe/tasks-vision'));
const visionBundle = readFileSync(join(visionDir, 'vision_bundle.mjs'));
const samplePng = readFileSync(join(repoRoot, 'assets/sample-models/BODY_FRONT/body-mei.png'));
const tasksVisionVersion = (
  JSON.parse(readFileSync(join(visionDir, 'package.json'), 'utf8')) as { version: string }
).version;

const HARNESS = `<!doctype html><meta charset="utf-8"><canvas id="frame" width="480" height="480"></canvas>
<script type="module">
import { FilesetResolver, PoseLandmarker } from '/bench/vision_bundle.mjs';
window.bench = async (variant, frames) => {
  const base = '/scan-assets/tasks-vision/${tasksVisionVersion}';
  const t0 = performance.now();
  const fileset = await FilesetResolver.forVisionTasks(base);
  const landmarker = await PoseLandmarker.createFromOptions(fileset, {
    baseOptions: { modelAssetPath: '/scan-assets/models/pose_landmarker_' + variant + '.task', delegate: 'CPU' },
    runningMode: 'VIDEO', numPoses: 1,
    minPoseDetectionConfidence: 0.75, minPosePresenceConfidence: 0.75, minTrackingConfidence: 0.75,
  });
  const loadMs = performance.now() - t0;
  const image = new Image();
  image.src = '/bench/sample.png';
  await image.decode();
  const canvas = document.getElementById('frame');
  const context = canvas.getContext('2d');
  const times = [];
  let found = 0;
  for (let i = 0; i < frames + 5; i += 1) {
    // A slightly different frame each time, as a live camera gives.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 480, 480);
    context.drawImage(image, 48 + (i % 3), 48, 384, 384);
    const start = performance.now();
    const input = window.benchInput === "imagedata" ? context.getImageData(0, 0, 480, 480) : canvas;
    const result = landmarker.detectForVideo(input, (i + 1) * 100);
    const ms = performance.now() - start;
    if (i >= 5) times.push(ms);
    if (result.landmarks.length > 0) found += 1;
  }
  landmarker.close();
  return { loadMs, times, found };
};
</script>`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'afterlook-pose-bench-'));
const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.route(`${server.baseUrl}/bench/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/bench/') return route.fulfill({ contentType: 'text/html', body: HARNESS });
    if (path === '/bench/vision_bundle.mjs') {
      return route.fulfill({ contentType: 'text/javascript', body: visionBundle });
    }
    if (path === '/bench/sample.png')
      return route.fulfill({ contentType: 'image/png', body: samplePng });
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${server.baseUrl}/bench/`);
  await page.evaluate((mode) => {
    (globalThis as Record<string, unknown>).benchInput = mode;
  }, input);
  console.log(
    `pose inference, headless Chromium, CPU delegate, VIDEO mode, 480×480 ${input}, ${frames} frames`,
  );
  for (const variant of variants) {
    const { loadMs, times, found } = (await page.evaluate(
      ([v, n]) =>
        (globalThis as unknown as { bench: (v: string, n: number) => unknown }).bench(v, n),
      [variant, frames] as const,
    )) as { loadMs: number; times: number[]; found: number };
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    const p50 = percentile(sorted, 50);
    const verdict = variant === 'full' ? (p50 <= TARGET_MS ? 'OK' : 'OVER TARGET') : '';
    console.log(
      `  ${variant.padEnd(4)}  p50 ${p50.toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  mean ${mean.toFixed(1)} ms  (person found in ${found}/${frames + 5})  load ${loadMs.toFixed(0)} ms  ${verdict}`,
    );
  }

  // What a patient's browser downloads before the scan can start (no compression on
  // these: WASM and the zip of float networks barely shrink).
  const lengthOf = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, { method: 'HEAD' });
    return Number(response.headers.get('content-length')) || 0;
  };
  const runtime = `/scan-assets/tasks-vision/${tasksVisionVersion}`;
  const assetsDir = join(repoRoot, 'apps/widget/dist/assets');
  const chunk = (() => {
    try {
      const file = readdirSync(assetsDir).find((name) => /^vision_bundle-.*\.js$/.test(name));
      return file ? statSync(join(assetsDir, file)).size : 0;
    } catch {
      return 0;
    }
  })();
  const parts = {
    'pose code chunk (widget build)': chunk,
    'WASM loader (SIMD)': await lengthOf(`${runtime}/vision_wasm_internal.js`),
    'WASM binary (SIMD)': await lengthOf(`${runtime}/vision_wasm_internal.wasm`),
    'model pose_landmarker_full.task': await lengthOf(
      '/scan-assets/models/pose_landmarker_full.task',
    ),
  };
  const total = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0);
  console.log('bytes before the scan can start (first visit; all cacheable):');
  for (const [name, bytes] of Object.entries(parts)) {
    console.log(`  ${name.padEnd(34)} ${(bytes / 1e6).toFixed(2).padStart(6)} MB`);
  }
  console.log(`  ${'total'.padEnd(34)} ${(total / 1e6).toFixed(2).padStart(6)} MB`);
  if (chunk === 0) console.log('  (widget not built: run npm run build for the chunk size)');
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
