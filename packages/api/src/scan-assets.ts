import type { Language, Procedure } from '@afterlook/domain';

/**
 * Where the guided scan's downloads live on our own server (never a CDN: patients get
 * no third-party requests). The server serves exactly these paths; the widget fetches
 * them; tools write the files they name.
 *
 *   /scan-assets/tasks-vision/<version>/<file>          MediaPipe Tasks WASM runtime
 *   /scan-assets/models/pose_landmarker_<variant>.task  our assembled pose bundles
 *   /scan-assets/models/face_detector_short_range.tflite  the face check's detector
 *   /scan-assets/voice/<lang>/<prompt-file>.mp3         spoken prompts
 *   /scan-assets/preview/<PROCEDURE>.(webm|mp4|jpg)     /onboarding-scan preview clips
 */
export const SCAN_ASSETS_BASE = '/scan-assets';

/**
 * The pinned @mediapipe/tasks-vision (0.10.35: the 1.x builds post usage logs to a
 * remote host). Part of the runtime's path, so its files can be cached forever; the
 * server refuses to start when the installed package is another version.
 */
export const TASKS_VISION_VERSION = '0.10.35';

export const SCAN_ASSET_DIRS = {
  tasksVision: `${SCAN_ASSETS_BASE}/tasks-vision/${TASKS_VISION_VERSION}/`,
  models: `${SCAN_ASSETS_BASE}/models/`,
  voice: `${SCAN_ASSETS_BASE}/voice/`,
  preview: `${SCAN_ASSETS_BASE}/preview/`,
} as const;

/** The runtime's loader scripts and binaries FilesetResolver picks between (no module variant). */
export const TASKS_VISION_FILES = [
  'vision_wasm_internal.js',
  'vision_wasm_internal.wasm',
  'vision_wasm_nosimd_internal.js',
  'vision_wasm_nosimd_internal.wasm',
] as const;

/** The loader script and binary of the runtime (SIMD where the browser has it). */
export const tasksVisionFiles = (simd: boolean): { loader: string; binary: string } => {
  const name = simd ? 'vision_wasm_internal' : 'vision_wasm_nosimd_internal';
  return {
    loader: `${SCAN_ASSET_DIRS.tasksVision}${name}.js`,
    binary: `${SCAN_ASSET_DIRS.tasksVision}${name}.wasm`,
  };
};

export type PoseModelVariant = 'lite' | 'full';
export const POSE_MODEL_FILE = /^pose_landmarker_(lite|full)\.task$/;
export const poseModelUrl = (variant: PoseModelVariant): string =>
  `${SCAN_ASSET_DIRS.models}pose_landmarker_${variant}.task`;

/** MediaPipe's short-range BlazeFace with its metadata (tools/pose-model writes it beside the bundles). */
export const FACE_DETECTOR_MODEL_FILE = 'face_detector_short_range.tflite';
export const FACE_DETECTOR_MODEL_URL = `${SCAN_ASSET_DIRS.models}${FACE_DETECTOR_MODEL_FILE}`;
/** Every file of the models folder: the pose bundles and the face detector. */
export const isScanModelFile = (file: string): boolean =>
  POSE_MODEL_FILE.test(file) || file === FACE_DETECTOR_MODEL_FILE;

/** `poseTurnLeft45` → `pose-turn-left-45.mp3`: file names stay lower case on every file system. */
export const voicePromptFile = (promptId: string): string =>
  `${promptId.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}.mp3`;
export const VOICE_FILE = /^(en|es)\/[a-z0-9]+(-[a-z0-9]+)*\.mp3$/;
export const voicePromptUrl = (language: Language, promptId: string): string =>
  `${SCAN_ASSET_DIRS.voice}${language}/${voicePromptFile(promptId)}`;

/**
 * The /onboarding-scan preview of a procedure (tools/preview-video renders them): a
 * before → after loop in two encodings, VP9 WebM first (smaller) and H.264 MP4 (plays
 * everywhere), and its poster, the before.
 */
export const PREVIEW_VIDEO_FILE = /^[A-Z]+(_[A-Z]+)*\.(webm|mp4|jpg)$/;
export const previewVideoUrls = (
  procedure: Procedure,
): { readonly webm: string; readonly mp4: string; readonly poster: string } => {
  const base = `${SCAN_ASSET_DIRS.preview}${procedure}`;
  return { webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}.jpg` };
};
