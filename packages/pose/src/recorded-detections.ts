import type { BodyLandmarks } from '@afterlook/domain';
import recorded from './fixtures/recorded-detections.json' with { type: 'json' };
import type { Frame } from './framing.ts';

/**
 * Real detections for tests: what the widget's detector (MediaPipe PoseLandmarker, full
 * model) reported in Chromium on the mannequin renders, written by
 * e2e/scan/record-detections.ts. Keys: `BODY_FRONT/<model>` and `BODY_BACK/<model>` for
 * each sample model held still; `turn/<step> <render>` for a front, back, front sequence
 * recorded frame by frame with tracking on.
 */
export const RECORDED_FRAME: Frame = recorded.frame;

type Point = readonly number[];
const detections = recorded.detections as Readonly<Record<string, readonly Point[]>>;

export const recordedNames = (prefix = ''): string[] =>
  Object.keys(detections).filter((name) => name.startsWith(prefix));

/** One recorded detection as landmarks in the frame's pixels. */
export function recordedDetection(name: string): BodyLandmarks {
  const points = detections[name];
  if (!points) throw new Error(`no recorded detection '${name}'`);
  return points.map(([x = 0, y = 0, z = 0, visibility = 0]) => ({ x, y, z, visibility }));
}
