import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  FACE_DETECTOR_MODEL_FILE,
  FACE_DETECTOR_MODEL_URL,
  TASKS_VISION_VERSION,
} from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { DEFAULT_POSE_MODEL_DIR } from './scan-asset-paths.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

/** Anything outside the allowed files falls through to the not-found handler. */
const notServed = async (url: string) =>
  (await fetch(url, { headers: { accept: 'application/json' } })).status;

const wasmBase = () => `${test.baseUrl}/scan-assets/tasks-vision/${TASKS_VISION_VERSION}`;

describe('scan assets', () => {
  it('serves the pinned MediaPipe runtime 0.10.35 as application/wasm, cached for a year', async () => {
    expect(TASKS_VISION_VERSION).toBe('0.10.35');
    const response = await fetch(`${wasmBase()}/vision_wasm_internal.wasm`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1_000_000);
    await response.body?.cancel();
    const loader = await fetch(`${wasmBase()}/vision_wasm_nosimd_internal.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    await loader.body?.cancel();
  });

  it('serves nothing else from the runtime package', async () => {
    expect(await notServed(`${wasmBase()}/../vision_bundle.mjs`)).toBe(404);
    expect(await notServed(`${wasmBase()}/%2e%2e/vision_bundle.mjs`)).toBe(404);
    expect(await notServed(`${wasmBase()}/vision_wasm_module_internal.wasm`)).toBe(404);
  });

  it.runIf(existsSync(join(DEFAULT_POSE_MODEL_DIR, 'pose_landmarker_full.task')))(
    'serves the assembled pose bundle with its length (download progress) and an ETag',
    async () => {
      const response = await fetch(`${test.baseUrl}/scan-assets/models/pose_landmarker_full.task`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(Number(response.headers.get('content-length'))).toBe(
        statSync(join(DEFAULT_POSE_MODEL_DIR, 'pose_landmarker_full.task')).size,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
      expect(response.headers.get('etag')).toBeTruthy();
      await response.body?.cancel();
      expect(await notServed(`${test.baseUrl}/scan-assets/models/manifest.json`)).toBe(404);
    },
  );

  it.runIf(existsSync(join(DEFAULT_POSE_MODEL_DIR, FACE_DETECTOR_MODEL_FILE)))(
    "serves the face check's detector beside the pose bundles, with its length and an ETag",
    async () => {
      const response = await fetch(`${test.baseUrl}${FACE_DETECTOR_MODEL_URL}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(Number(response.headers.get('content-length'))).toBe(
        statSync(join(DEFAULT_POSE_MODEL_DIR, FACE_DETECTOR_MODEL_FILE)).size,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
      expect(response.headers.get('etag')).toBeTruthy();
      await response.body?.cancel();
      expect(
        await notServed(`${test.baseUrl}/scan-assets/models/face_detector_full_range.tflite`),
      ).toBe(404);
    },
  );

  it('serves the spoken prompts in en and es as mp3', async () => {
    for (const lang of ['en', 'es']) {
      const response = await fetch(`${test.baseUrl}/scan-assets/voice/${lang}/place-device.mp3`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
      await response.body?.cancel();
    }
    expect(await notServed(`${test.baseUrl}/scan-assets/voice/manifest.json`)).toBe(404);
  });

  it('serves the preview clips (WebM, MP4 with byte ranges) and their posters', async () => {
    const webm = await fetch(`${test.baseUrl}/scan-assets/preview/BBL.webm`);
    expect(webm.status).toBe(200);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect(webm.headers.get('cache-control')).toBe('public, max-age=604800');
    await webm.body?.cancel();
    const range = await fetch(`${test.baseUrl}/scan-assets/preview/BBL.mp4`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    const poster = await fetch(`${test.baseUrl}/scan-assets/preview/BBL.jpg`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    await poster.body?.cancel();
    expect(await notServed(`${test.baseUrl}/scan-assets/preview/manifest.json`)).toBe(404);
  });
});
