import {
  isScanModelFile,
  PREVIEW_VIDEO_FILE,
  SCAN_ASSET_DIRS,
  TASKS_VISION_FILES,
  VOICE_FILE,
} from '@afterlook/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { servedRoot, TASKS_VISION_COPY } from '../compression/built-copies.ts';
import { setDecodedLength } from '../compression/decoded-length.ts';
import {
  DEFAULT_POSE_MODEL_DIR,
  DEFAULT_PREVIEW_VIDEO_DIR,
  DEFAULT_VOICE_DIR,
  TASKS_VISION_WASM_DIR,
} from './scan-asset-paths.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const MONTH_SECONDS = 30 * 24 * 60 * 60;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

export interface ScanAssetDirs {
  /** Assembled .task bundles and the face detector (tools/pose-model writes them at install time). */
  readonly poseModelDir?: string;
  /** assets/voice: <lang>/<prompt>.mp3. */
  readonly voiceDir?: string;
  /** assets/preview-videos: <PROCEDURE>.webm / .mp4 / .jpg (tools/preview-video). */
  readonly previewVideoDir?: string;
}

/**
 * The guided scan's downloads: the MediaPipe WASM runtime under a versioned path
 * (immutable for a year), the pose bundles and the face check's detector (a month, then revalidated by ETag: they
 * change only when the source package does), the voice prompts and the preview clips
 * (a week + ETag; the clips answer byte ranges, which Safari needs to play them).
 * Only the listed files are reachable; anything else is a JSON 404. The runtime goes out
 * brotli- or gzip-compressed where the browser takes it (built variants, Vary:
 * Accept-Encoding). fastify-static sends Content-Length, and for a compressed file
 * X-Decoded-Content-Length, which the widget's download progress relies on.
 */
export async function registerScanAssets(
  app: FastifyInstance,
  dirs: ScanAssetDirs = {},
): Promise<void> {
  const wasmFiles = new Set<string>(TASKS_VISION_FILES);
  const served = [
    {
      // The built copy with its brotli and gzip variants (npm run build), if current.
      root: servedRoot(TASKS_VISION_WASM_DIR, TASKS_VISION_COPY, TASKS_VISION_FILES),
      prefix: SCAN_ASSET_DIRS.tasksVision,
      allowed: (file: string) => wasmFiles.has(file),
      cacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
    },
    {
      root: dirs.poseModelDir ?? DEFAULT_POSE_MODEL_DIR,
      prefix: SCAN_ASSET_DIRS.models,
      allowed: isScanModelFile,
      cacheControl: `public, max-age=${MONTH_SECONDS}`,
    },
    {
      root: dirs.voiceDir ?? DEFAULT_VOICE_DIR,
      prefix: SCAN_ASSET_DIRS.voice,
      allowed: (file: string) => VOICE_FILE.test(file),
      cacheControl: `public, max-age=${WEEK_SECONDS}`,
    },
    {
      root: dirs.previewVideoDir ?? DEFAULT_PREVIEW_VIDEO_DIR,
      prefix: SCAN_ASSET_DIRS.preview,
      allowed: (file: string) => PREVIEW_VIDEO_FILE.test(file),
      cacheControl: `public, max-age=${WEEK_SECONDS}`,
    },
  ];
  for (const { root, prefix, allowed, cacheControl } of served) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      // The same bytes to everyone; the patient's browser may keep them.
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControl);
        if (path.endsWith('.task') || path.endsWith('.tflite')) {
          reply.header('content-type', 'application/octet-stream');
        }
        setDecodedLength(reply, path);
      },
      allowedPath: (pathName) => allowed(pathName.replace(/^\/+/, '')),
    });
  }
}
