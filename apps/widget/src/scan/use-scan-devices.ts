import type { ViewType } from '@afterlook/domain';
import { judgePose, type PoseVerdict } from '@afterlook/pose';
import { type RefObject, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { startCamera, stopCamera } from './camera.ts';
import type { captureMachine } from './capture-machine.ts';
import { startDetectionLoop } from './detection-loop.ts';
import { watchDeviceLevel } from './device-level.ts';
import type { PoseDetector } from './pose-detector.ts';
import { preparePoseDetector, watchPoseDownload } from './prepare-pose-detector.ts';

type CaptureActor = ActorRefFrom<typeof captureMachine>;

const sameVerdict = (a: PoseVerdict | null, b: PoseVerdict): boolean =>
  a !== null && a.valid === b.valid && (a.valid || (!b.valid && a.issue === b.issue));

/**
 * Runs the camera while `live` (the live view shows: from the start, again after a
 * retry or for a retake), attached to the preview; stops it when the live view goes.
 * Reports ready, denied or failed.
 */
export function useCamera(
  actor: CaptureActor,
  video: RefObject<HTMLVideoElement | null>,
  live: boolean,
): void {
  useEffect(() => {
    if (!live) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    (async () => {
      const result = await startCamera();
      if (cancelled) {
        if (result.ok) stopCamera(result.stream);
        return;
      }
      if (!result.ok) {
        actor.send({ type: result.reason === 'denied' ? 'camera.denied' : 'camera.failed' });
        return;
      }
      stream = result.stream;
      const element = video.current;
      if (!element) {
        actor.send({ type: 'camera.failed' });
        return;
      }
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // Autoplay of a muted inline video is allowed; a refusal still shows frames.
      }
      if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
        await new Promise((resolve) =>
          element.addEventListener('loadeddata', resolve, { once: true }),
        );
      }
      if (!cancelled) actor.send({ type: 'camera.ready' });
    })();
    return () => {
      cancelled = true;
      stopCamera(stream);
    };
  }, [actor, video, live]);
}

/**
 * The page's pose detector once the scan wants it (already loading since the scan
 * instructions, or again after a failed load and 'Try again'), with its progress.
 */
export function usePoseDetector(
  actor: CaptureActor,
  wanted: boolean,
): RefObject<PoseDetector | null> {
  const detector = useRef<PoseDetector | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let left = false;
    const stopWatching = watchPoseDownload((progress) =>
      actor.send({ type: 'model.progress', ...progress }),
    );
    preparePoseDetector().then((result) => {
      stopWatching();
      if (left) return;
      if (!result.ok) {
        console.warn(`Pose model failed to load: ${result.error}`);
        actor.send({ type: 'model.failed' });
        return;
      }
      detector.current = result.detector;
      actor.send({ type: 'model.ready' });
    });
    // The detector stays with the page (loaded once); the scan only lets go of it.
    return () => {
      left = true;
      stopWatching();
      detector.current = null;
    };
  }, [actor, wanted]);
  return detector;
}

/** Device tilt → the level line. */
export function useDeviceLevel(actor: CaptureActor): void {
  useEffect(
    () => watchDeviceLevel((level) => actor.send({ type: 'level.reading', level })),
    [actor],
  );
}

/**
 * Runs the detector on the live preview while a pose is being judged and sends the
 * verdict of judgePose whenever it changes.
 */
export function usePoseJudging(
  actor: CaptureActor,
  video: RefObject<HTMLVideoElement | null>,
  detector: RefObject<PoseDetector | null>,
  view: ViewType | null,
): void {
  useEffect(() => {
    if (!view) return;
    let previous: PoseVerdict | null = null;
    return startDetectionLoop(
      () => video.current,
      () => detector.current,
      (landmarks, frame) => {
        const verdict = judgePose(landmarks, view, frame);
        if (sameVerdict(previous, verdict)) return;
        previous = verdict;
        actor.send({ type: 'pose.verdict', verdict });
      },
    );
  }, [actor, video, detector, view]);
}
