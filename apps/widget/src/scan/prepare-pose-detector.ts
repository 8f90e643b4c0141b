import type { DownloadProgress } from './fetch-with-progress.ts';
import { type LoadPoseDetectorResult, loadPoseDetector } from './pose-detector.ts';

let loading: Promise<LoadPoseDetectorResult> | null = null;
let latest: DownloadProgress | null = null;
const listeners = new Set<(progress: DownloadProgress) => void>();

/**
 * The page's one pose detector (docs/product/state-machines.md#capture-flow: the landmark model loads once), loading
 * from the first call: the scan instructions start it so the carousel hides the
 * download and the runtime's start-up, and the scan takes the same detector. A failed
 * load is forgotten, so the scan's 'Try again' loads afresh.
 */
export function preparePoseDetector(): Promise<LoadPoseDetectorResult> {
  if (loading) return loading;
  latest = null;
  const started = loadPoseDetector({
    onProgress(progress) {
      latest = progress;
      for (const listener of listeners) listener(progress);
    },
  });
  loading = started;
  void started.then((result) => {
    if (!result.ok && loading === started) loading = null;
  });
  return started;
}

/** Download progress of the detector being prepared: the latest at once, then each update. */
export function watchPoseDownload(listener: (progress: DownloadProgress) => void): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => {
    listeners.delete(listener);
  };
}
