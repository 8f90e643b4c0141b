import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSE_MODEL_DIR } from '@afterlook/pose-model';

/**
 * Everything the guided scan downloads, served by us (never a CDN: patients get no
 * third-party requests). The widget's scan/scan-asset-urls.ts builds the same paths.
 *
 *   /scan-assets/tasks-vision/<version>/<file>  MediaPipe Tasks WASM runtime (SIMD and not)
 *   /scan-assets/models/pose_landmarker_<variant>.task   our assembled pose bundles
 *   /scan-assets/voice/<lang>/<prompt-file>.mp3          spoken prompts
 *   /scan-assets/preview/<PROCEDURE>.(webm|mp4|jpg)      /onboarding-scan preview clips
 */
export const SCAN_ASSETS_PREFIX = '/scan-assets';

// The package exports no ./package.json; its main file sits at the package root.
const tasksVisionDir = dirname(createRequire(import.meta.url).resolve('@mediapipe/tasks-vision'));

/** The pinned runtime's version: part of its URL, so its files can be cached forever. */
export const TASKS_VISION_VERSION = (
  JSON.parse(readFileSync(join(tasksVisionDir, 'package.json'), 'utf8')) as { version: string }
).version;
export const TASKS_VISION_WASM_DIR = join(tasksVisionDir, 'wasm');
/** The loader scripts and binaries FilesetResolver picks between (no module variant). */
export const TASKS_VISION_FILES = [
  'vision_wasm_internal.js',
  'vision_wasm_internal.wasm',
  'vision_wasm_nosimd_internal.js',
  'vision_wasm_nosimd_internal.wasm',
] as const;

export const DEFAULT_POSE_MODEL_DIR = POSE_MODEL_DIR;
export const POSE_MODEL_FILE = /^pose_landmarker_(lite|full)\.task$/;

export const DEFAULT_VOICE_DIR = fileURLToPath(
  new URL('../../../../assets/voice', import.meta.url),
);
export const VOICE_FILE = /^(en|es)\/[a-z0-9]+(-[a-z0-9]+)*\.mp3$/;

/** tools/preview-video's clips and posters, one set per AI-supported procedure. */
export const DEFAULT_PREVIEW_VIDEO_DIR = fileURLToPath(
  new URL('../../../../assets/preview-videos', import.meta.url),
);
export const PREVIEW_VIDEO_FILE = /^[A-Z]+(_[A-Z]+)*\.(webm|mp4|jpg)$/;
