import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TASKS_VISION_VERSION } from '@afterlook/api';
import { POSE_MODEL_DIR } from '@afterlook/pose-model';

// Where each kind of scan asset is read from; the paths they are served under, and the
// files allowed there, are @afterlook/api's scan-assets (the widget fetches the same).

// The package exports no ./package.json; its main file sits at the package root.
const tasksVisionDir = dirname(createRequire(import.meta.url).resolve('@mediapipe/tasks-vision'));
const installed = (
  JSON.parse(readFileSync(join(tasksVisionDir, 'package.json'), 'utf8')) as { version: string }
).version;
if (installed !== TASKS_VISION_VERSION) {
  // Its files are cached forever under the pinned version's path: never serve others there.
  throw new Error(
    `@mediapipe/tasks-vision ${installed} is installed; the scan is pinned to ${TASKS_VISION_VERSION}`,
  );
}
export const TASKS_VISION_WASM_DIR = join(tasksVisionDir, 'wasm');

export const DEFAULT_POSE_MODEL_DIR = POSE_MODEL_DIR;

export const DEFAULT_VOICE_DIR = fileURLToPath(
  new URL('../../../../../assets/voice', import.meta.url),
);

/** tools/preview-video's clips and posters, one set per AI-supported procedure. */
export const DEFAULT_PREVIEW_VIDEO_DIR = fileURLToPath(
  new URL('../../../../../assets/preview-videos', import.meta.url),
);
