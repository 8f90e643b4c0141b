import { tasksVisionFiles } from '@afterlook/api';
import { cachedDownload } from './cached-download.ts';
import { type DownloadProgress, fetchWithProgress } from './fetch-with-progress.ts';
import { POSE_CACHE } from './scan-asset-urls.ts';

export type TasksVision = typeof import('@mediapipe/tasks-vision');

/** What a MediaPipe task is created from: the runtime's code, its WASM and the task's model. */
export interface TaskFiles {
  readonly vision: TasksVision;
  readonly fileset: { readonly wasmLoaderPath: string; readonly wasmBinaryPath: string };
  readonly model: Uint8Array<ArrayBuffer>;
  /** Frees the binary's object URL: call it once the task is created. */
  release(): void;
}

export type TaskFilesResult =
  | ({ readonly ok: true } & TaskFiles)
  | { readonly ok: false; readonly error: string };

/**
 * The MediaPipe Tasks runtime and one model from our own server — the code only now (its
 * own chunk), the loader script, the WASM binary and the model with their download
 * progress as one total, the binary and the model through their Cache Storage copy.
 * The pose landmarker and the face detector share the runtime's downloads: whichever
 * loads second finds them cached. Failures are values.
 */
export async function downloadTaskFiles(
  modelUrl: string,
  onProgress: (progress: DownloadProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<TaskFilesResult> {
  let vision: TasksVision;
  try {
    vision = await import('@mediapipe/tasks-vision');
  } catch (error) {
    return { ok: false, error: `MediaPipe runtime: ${(error as Error).message}` };
  }
  const files = tasksVisionFiles(await vision.FilesetResolver.isSimdSupported());
  const progress = new Map<string, DownloadProgress>();
  const report = (url: string) => (part: DownloadProgress) => {
    progress.set(url, part);
    let loadedBytes = 0;
    let totalBytes = 0;
    for (const value of progress.values()) {
      loadedBytes += value.loadedBytes;
      totalBytes += value.totalBytes;
    }
    onProgress({ loadedBytes, totalBytes });
  };
  const [loader, wasm, model] = await Promise.all([
    // The runtime adds its loader as a <script>: this fetch puts it in the HTTP cache
    // (immutable), where that script finds it; script-src takes no blob: URLs.
    fetchWithProgress(files.loader, report(files.loader), signal),
    cachedDownload(files.binary, POSE_CACHE, report(files.binary), signal),
    cachedDownload(modelUrl, POSE_CACHE, report(modelUrl), signal),
  ]);
  if (!loader.ok) return loader;
  if (!wasm.ok) return wasm;
  if (!model.ok) return model;
  // The runtime fetches its binary by URL: an object URL of the bytes in hand, so it
  // never comes from the network again (the page's CSP connect-src allows blob:).
  const wasmUrl = URL.createObjectURL(new Blob([wasm.bytes], { type: 'application/wasm' }));
  return {
    ok: true,
    vision,
    fileset: {
      wasmLoaderPath: new URL(files.loader, document.baseURI).href,
      wasmBinaryPath: wasmUrl,
    },
    model: model.bytes,
    release: () => URL.revokeObjectURL(wasmUrl),
  };
}
