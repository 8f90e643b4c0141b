/**
 * The widget's own scan detection, outside the widget, for the pose bench and for
 * recording real detections (pose-harness.ts builds this page with Vite and serves it
 * from our server's origin). Everything here is the widget's code path: its camera, its
 * detector module and its paced detection loop; only the harness around them is new.
 */

import type { PoseModelVariant } from '@afterlook/api';
import type { BodyLandmarks } from '@afterlook/domain';
import { startCamera } from '../../apps/widget/src/scan/camera.ts';
import { startDetectionLoop } from '../../apps/widget/src/scan/detection-loop.ts';
import type { DetectionRun } from '../../apps/widget/src/scan/detection-pacing.ts';
import { loadPoseDetector, type PoseDetector } from '../../apps/widget/src/scan/pose-detector.ts';

export interface LoadedDetector {
  readonly ok: boolean;
  readonly error?: string;
  readonly delegate?: 'CPU' | 'GPU';
  readonly loadMs: number;
}

export interface RecordedDetection {
  readonly landmarks: BodyLandmarks;
  readonly frame: { readonly width: number; readonly height: number };
  readonly run: DetectionRun;
}

export interface PoseHarness {
  /** loadPoseDetector as the scan calls it (its model unless told), timed from nothing to a ready detector. */
  load(variant?: PoseModelVariant): Promise<LoadedDetector>;
  /** The widget's camera (Chromium's fake one in tests) on the preview video. */
  startCamera(): Promise<{ width: number; height: number }>;
  /** A picture as the next frame of a live video track (canvas.captureStream) on the preview. */
  showPicture(url: string): Promise<void>;
  /** The next `count` detections of the widget's detection loop. */
  detect(count: number): Promise<RecordedDetection[]>;
}

const video = document.createElement('video');
video.muted = true;
video.playsInline = true;
document.body.append(video);
let detector: PoseDetector | null = null;

const play = async (stream: MediaStream) => {
  if (video.srcObject !== stream) video.srcObject = stream;
  await video.play();
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
    await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
  }
};

/** Resolves once the video has presented a frame drawn after this call. */
const nextVideoFrame = () =>
  new Promise<void>((resolve) => video.requestVideoFrameCallback(() => resolve()));

let still: { canvas: HTMLCanvasElement; track: CanvasCaptureMediaStreamTrack } | null = null;

const harness: PoseHarness = {
  async load(variant) {
    detector?.close();
    const start = performance.now();
    const result = await loadPoseDetector({ variant });
    const loadMs = performance.now() - start;
    if (!result.ok) return { ok: false, error: result.error, loadMs };
    detector = result.detector;
    return { ok: true, delegate: detector.delegate, loadMs };
  },
  async startCamera() {
    const camera = await startCamera();
    if (!camera.ok) throw new Error(`camera: ${camera.error}`);
    await play(camera.stream);
    return { width: video.videoWidth, height: video.videoHeight };
  },
  async showPicture(url) {
    const image = new Image();
    image.src = url;
    await image.decode();
    const { naturalWidth: width, naturalHeight: height } = image;
    const fresh = !still || still.canvas.width !== width || still.canvas.height !== height;
    if (!still || fresh) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      // Frames only when asked: each picture is one new frame of the "camera".
      const track = canvas.captureStream(0).getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
      still = { canvas, track };
    }
    still.canvas.getContext('2d')?.drawImage(image, 0, 0);
    if (fresh) {
      video.srcObject = new MediaStream([still.track]);
      still.track.requestFrame();
      await play(video.srcObject);
      return;
    }
    const shown = nextVideoFrame();
    still.track.requestFrame();
    await shown;
  },
  detect(count) {
    const found: RecordedDetection[] = [];
    return new Promise((resolve) => {
      const stop = startDetectionLoop(
        () => video,
        () => detector,
        (landmarks, frame, run) => {
          found.push({ landmarks, frame, run });
          if (found.length < count) return;
          stop();
          resolve(found);
        },
      );
    });
  },
};

(globalThis as { poseHarness?: PoseHarness }).poseHarness = harness;
