import type { ViewType } from '@afterlook/domain';
import { type RefObject, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FaceDetector } from '../face-check/face-detector.ts';
import { type FaceVerdict, faceCheckApplies } from '../face-check/face-verdict.ts';
import { judgeFace } from '../face-check/judge-face.ts';
import type { captureMachine } from './capture-machine.ts';

type CaptureActor = ActorRefFrom<typeof captureMachine>;

/** How often the live frame's face is checked: several times per one-second tick. */
const FACE_CHECK_EVERY_MS = 250;

const sameVerdict = (a: FaceVerdict | null, b: FaceVerdict): boolean =>
  a !== null && a.ok === b.ok && (a.ok || (!b.ok && a.issue === b.issue));

/**
 * The face check during a scan of the head's front view: the page's face detector (its
 * code and model load only when the scan has such a view; the runtime is the pose
 * detector's, already downloaded) runs on the live preview while `view` is judged and
 * the verdict goes to the capture machine whenever it changes. A detector that cannot
 * load is reported once (face.unavailable): the pose alone then decides.
 */
export function useFaceJudging(
  actor: CaptureActor,
  video: RefObject<HTMLVideoElement | null>,
  poses: readonly ViewType[],
  view: ViewType | null,
): void {
  const detector = useRef<FaceDetector | null>(null);
  const wanted = poses.some(faceCheckApplies);

  useEffect(() => {
    if (!wanted) return;
    let left = false;
    void import('../face-check/prepare-face-detector.ts')
      .then((module) => module.prepareFaceDetector())
      .then((result) => {
        if (left) return;
        if (result.ok) {
          detector.current = result.detector;
          return;
        }
        console.warn(`Face detector failed to load: ${result.error}`);
        actor.send({ type: 'face.unavailable' });
      });
    return () => {
      left = true;
      // The detector stays with the page (loaded once); the scan only lets go of it.
      detector.current = null;
    };
  }, [actor, wanted]);

  useEffect(() => {
    if (!view || !faceCheckApplies(view)) return;
    let previous: FaceVerdict | null = null;
    let last = Number.NEGATIVE_INFINITY;
    let frame = 0;
    const loop = (now: number) => {
      frame = requestAnimationFrame(loop);
      const element = video.current;
      const model = detector.current;
      if (!element || !model || now - last < FACE_CHECK_EVERY_MS) return;
      if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || element.videoWidth === 0) {
        return;
      }
      last = now;
      const verdict = judgeFace(model.detect(element), view);
      if (sameVerdict(previous, verdict)) return;
      previous = verdict;
      actor.send({ type: 'face.verdict', verdict });
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [actor, video, view]);
}
