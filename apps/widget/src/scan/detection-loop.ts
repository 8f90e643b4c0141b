import type { BodyLandmarks } from '@afterlook/domain';
import type { Frame } from '@afterlook/pose';
import { type DetectionRun, nextDetectionAt } from './detection-pacing.ts';
import type { PoseDetector } from './pose-detector.ts';

export type DetectionListener = (landmarks: BodyLandmarks, frame: Frame, run: DetectionRun) => void;

/**
 * Runs the detector on the live preview from animation frames (none while the page is
 * hidden), paced by `nextDetectionAt`, and hands every detection to `onDetection` with
 * the video's size and its timing. `video` and `detector` are read at each frame: either
 * may come later (the camera starts, the model downloads). Returns the stop function.
 */
export function startDetectionLoop(
  video: () => HTMLVideoElement | null,
  detector: () => PoseDetector | null,
  onDetection: DetectionListener,
): () => void {
  let frame = 0;
  let last: DetectionRun | null = null;
  const loop = (now: number) => {
    frame = requestAnimationFrame(loop);
    const element = video();
    const model = detector();
    if (!element || !model || now < nextDetectionAt(last)) return;
    if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || element.videoWidth === 0) {
      return;
    }
    const startMs = performance.now();
    const landmarks = model.detect(element, now);
    last = { startMs, endMs: performance.now() };
    onDetection(landmarks, { width: element.videoWidth, height: element.videoHeight }, last);
  };
  frame = requestAnimationFrame(loop);
  return () => cancelAnimationFrame(frame);
}
