import type { Language, Procedure } from '@afterlook/domain';
import type { ScanPromptId } from '@afterlook/pose';

/**
 * Where the scan's downloads live on our own server (apps/server/src/scan-assets builds
 * the same paths; never a CDN). The runtime's version is part of its path: it must be
 * the exact @mediapipe/tasks-vision version the widget is built with (pinned 0.10.35:
 * the 1.x builds post usage logs to a remote host).
 */
export const TASKS_VISION_VERSION = '0.10.35';
export const SCAN_ASSETS_BASE = '/scan-assets';

export const tasksVisionBase = (): string =>
  `${SCAN_ASSETS_BASE}/tasks-vision/${TASKS_VISION_VERSION}`;

/** The loader script and binary FilesetResolver would pick (SIMD where supported). */
export const wasmFiles = (simd: boolean): { loader: string; binary: string } => {
  const name = simd ? 'vision_wasm_internal' : 'vision_wasm_nosimd_internal';
  return { loader: `${tasksVisionBase()}/${name}.js`, binary: `${tasksVisionBase()}/${name}.wasm` };
};

/**
 * The landmark network the scan runs: `full` (9.4 MB bundle). The spec's 'heavy'
 * (27.7 MB landmark network alone) is a download and CPU cost out of proportion for
 * coarse pose checks on a phone; bench/pose.bench.ts measures what `full` costs.
 */
export const POSE_MODEL_URL = `${SCAN_ASSETS_BASE}/models/pose_landmarker_full.task`;

/** tools/voice's file naming: poseTurnLeft45 → pose-turn-left-45.mp3. */
export const voicePromptUrl = (language: Language, prompt: ScanPromptId): string =>
  `${SCAN_ASSETS_BASE}/voice/${language}/${prompt.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}.mp3`;

/**
 * The /onboarding-scan preview of a procedure (tools/preview-video renders them; the
 * server serves assets/preview-videos): a before → after loop in two encodings, VP9 WebM
 * first (smaller) and H.264 MP4 (plays everywhere), and its poster, the before.
 */
export const previewVideoUrls = (
  procedure: Procedure,
): { readonly webm: string; readonly mp4: string; readonly poster: string } => {
  const base = `${SCAN_ASSETS_BASE}/preview/${procedure}`;
  return { webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}.jpg` };
};
