import { type LoadFaceDetectorResult, loadFaceDetector } from './face-detector.ts';

let loading: Promise<LoadFaceDetectorResult> | null = null;

/**
 * The page's one face detector, loading from the first call (the upload screen of a face
 * procedure starts it as it opens, the scan of one as it starts). A failed load is
 * forgotten, so the next photo tries again.
 */
export function prepareFaceDetector(): Promise<LoadFaceDetectorResult> {
  if (loading) return loading;
  const started = loadFaceDetector();
  loading = started;
  void started.then((result) => {
    if (!result.ok && loading === started) loading = null;
  });
  return started;
}
