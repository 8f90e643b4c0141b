/**
 * The guided scan's pose detection as the widget runs it, in headless Debian Chromium
 * against the real server (which serves the WASM runtime and the assembled .task bundles
 * under /scan-assets):
 *
 *   node bench/pose.bench.ts [--detections 40]
 *
 * The page (e2e/scan/pose-page.ts, built by Vite like the widget) runs the widget's own
 * modules: startCamera on Chromium's fake camera playing a 720×720 clip of a mannequin
 * render swaying side to side, loadPoseDetector (the scan's model; the CPU delegate, as on any
 * device without a hardware GPU) and the paced detection loop of the scan screen.
 *
 * - inference: ms per detect() call — shrinking the frame, MediaPipe's VIDEO-mode graph
 *   with tracking (the person detector only reruns when tracking is lost) and the
 *   landmark network — after 5 warm-up detections; p50 / p95 / mean, the detections a
 *   second the loop's pacing allows and the main-thread share they take.
 *   Target: p50 ≤ 120 ms.
 * - load: loadPoseDetector from nothing to a ready detector (runtime + model downloads).
 * - bytes a patient downloads before the scan can start: the tasks-vision code chunk
 *   (minified as the widget builds it), the WASM loader and binary (SIMD) and the model.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCAN_ASSET_DIRS } from '@afterlook/api';
import { POSE_DETECTION } from '@afterlook/pose';
import { POSE_MODEL_URL, POSE_MODEL_VARIANT } from '../apps/widget/src/scan/scan-asset-urls.ts';
import { openPoseHarness } from '../e2e/scan/pose-harness.ts';
import { writeSwayClip } from '../e2e/scan/y4m.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const detections = Number(arg('detections')) || 40;
const WARM_UP = 5;
const TARGET_MS = 120;
const TASKS_VISION = SCAN_ASSET_DIRS.tasksVision.slice(0, -1);
const MODEL = POSE_MODEL_URL;

const repoRoot = join(import.meta.dirname, '..');
const work = await mkdtemp(join(tmpdir(), 'afterlook-pose-bench-'));
const clip = join(work, 'sway.y4m');
await writeSwayClip(clip, join(repoRoot, 'assets/sample-models/BODY_FRONT/body-mei.png'));

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const harness = await openPoseHarness({
  browserArgs: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${clip}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});
try {
  const loaded = await harness.call('load');
  if (!loaded.ok) throw new Error(`pose detector did not load: ${loaded.error}`);
  const camera = await harness.call('startCamera');
  await harness.call('detect', WARM_UP);
  const runs = await harness.call('detect', detections);

  const times = runs.map(({ run }) => run.endMs - run.startMs);
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
  const first = runs[0]?.run.startMs ?? 0;
  const last = runs.at(-1)?.run.endMs ?? 0;
  const perSecond = ((runs.length - 1) / (last - first)) * 1000;
  const busyShare = times.reduce((sum, value) => sum + value, 0) / (last - first);
  const found = runs.filter(({ landmarks }) => landmarks.length > 0).length;
  const p50 = percentile(sorted, 50);
  const side = Math.max(camera.width, camera.height);
  const scaled = Math.round(Math.min(side, POSE_DETECTION.frameMaxSide));
  console.log(
    `pose inference, headless Chromium, the widget's detector: ${loaded.delegate} delegate, ${POSE_MODEL_VARIANT} model, VIDEO mode with tracking, ${camera.width}×${camera.height} camera frames detected at ${scaled} px, ${detections} detections after ${WARM_UP} warm-up`,
  );
  console.log(
    `  detect  p50 ${ms(p50)}  p95 ${ms(percentile(sorted, 95))}  mean ${ms(mean)}  (person found in ${found}/${runs.length})  ${p50 <= TARGET_MS ? 'OK' : 'OVER TARGET'} (target p50 ≤ ${TARGET_MS} ms)`,
  );
  const wasm = harness.fetched
    .find((path) => path.endsWith('.wasm'))
    ?.split('/')
    .pop();
  console.log(
    `  runtime ${wasm ?? 'unknown'} (${wasm === 'vision_wasm_internal.wasm' ? 'SIMD' : 'no SIMD'}), model ${harness.fetched
      .find((path) => path.endsWith('.task'))
      ?.split('/')
      .pop()}`,
  );
  console.log(
    `  paced   ${perSecond.toFixed(1)} detections/s, ${(busyShare * 100).toFixed(0)}% of the main thread (cap ${POSE_DETECTION.maxBusyShare * 100}%)  load ${loaded.loadMs.toFixed(0)} ms`,
  );

  // What a patient's browser downloads before the scan can start, as the server sends
  // it to a browser that takes brotli (the .task zip goes as it is); bench/widget.bench.ts
  // reads the whole scan start off Chromium's wire.
  const lengthOf = async (path: string) => {
    const response = await fetch(`${harness.server.url}${path}`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    return Number(response.headers.get('content-length')) || 0;
  };
  const parts = {
    'pose code chunk (tasks-vision, minified)': harness.visionChunkBytes,
    'WASM loader (SIMD)': await lengthOf(`${TASKS_VISION}/vision_wasm_internal.js`),
    'WASM binary (SIMD)': await lengthOf(`${TASKS_VISION}/vision_wasm_internal.wasm`),
    [`model pose_landmarker_${POSE_MODEL_VARIANT}.task`]: await lengthOf(MODEL),
  };
  const total = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    'bytes before the scan can start (first visit, brotli where it applies; all cacheable):',
  );
  for (const [name, bytes] of Object.entries(parts)) {
    console.log(`  ${name.padEnd(42)} ${(bytes / 1e6).toFixed(2).padStart(6)} MB`);
  }
  console.log(`  ${'total'.padEnd(42)} ${(total / 1e6).toFixed(2).padStart(6)} MB`);
} finally {
  await harness.close();
  await rm(work, { recursive: true, force: true });
}
