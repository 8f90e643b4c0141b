import { type PoseModelVariant, poseModelUrl } from '@afterlook/api';
import { type BodyLandmarks, POSE_MODEL } from '@afterlook/domain';
import { POSE_DETECTION } from '@afterlook/pose';
import type { DownloadProgress } from './fetch-with-progress.ts';
import { POSE_MODEL_VARIANT } from './scan-asset-urls.ts';
import { downloadTaskFiles } from './tasks-vision-runtime.ts';

/** The in-browser body-landmark detector the scan judges poses with. */
export interface PoseDetector {
  /** The delegate it runs on. */
  readonly delegate: 'CPU' | 'GPU';
  /**
   * The person in the current video frame as MediaPipe's 33 landmarks in the frame's
   * pixels ([] when nobody was found). Timestamps must increase.
   */
  detect(video: HTMLVideoElement, timestampMs: number): BodyLandmarks;
  close(): void;
}

export type LoadPoseDetectorResult =
  | { readonly ok: true; readonly detector: PoseDetector }
  | { readonly ok: false; readonly error: string };

/**
 * A real GPU (not Chromium's software WebGL): the GPU delegate is only faster there.
 * Headless and GPU-less browsers report SwiftShader / llvmpipe.
 */
function hasHardwareWebGl2(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|software/i.test(renderer);
  } catch {
    return false;
  }
}

/** The size frames are detected at: the video's, shrunk to POSE_DETECTION.frameMaxSide. */
export function detectionFrameSize(
  width: number,
  height: number,
): { width: number; height: number } {
  const scale = Math.min(1, POSE_DETECTION.frameMaxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface LoadPoseDetectorOptions {
  readonly onProgress?: (progress: DownloadProgress) => void;
  readonly signal?: AbortSignal;
  /** The landmark network; the scan's own by default (bench and model comparison vary it). */
  readonly variant?: PoseModelVariant;
}

/**
 * Loads MediaPipe's PoseLandmarker (video mode, one person, the domain's 0.75
 * confidences) from our own server (downloadTaskFiles: the code only now, the runtime
 * and the model with their download progress). Tries the GPU delegate where a hardware
 * GPU exists and falls back to the CPU. Failures are values.
 */
export async function loadPoseDetector({
  onProgress = () => {},
  signal,
  variant = POSE_MODEL_VARIANT,
}: LoadPoseDetectorOptions = {}): Promise<LoadPoseDetectorResult> {
  performance.mark('afterlook:pose-load');
  const files = await downloadTaskFiles(poseModelUrl(variant), onProgress, signal);
  if (!files.ok) return files;
  // The benches read these marks: downloads (or cache reads) against the runtime's start-up.
  performance.mark('afterlook:pose-downloaded');

  const { vision, fileset, model } = files;
  const create = (delegate: 'CPU' | 'GPU') =>
    vision.PoseLandmarker.createFromOptions(fileset, {
      baseOptions: { modelAssetBuffer: model, delegate },
      runningMode: POSE_MODEL.runningMode,
      numPoses: 1,
      minPoseDetectionConfidence: POSE_MODEL.minPoseDetectionConfidence,
      minPosePresenceConfidence: POSE_MODEL.minPosePresenceConfidence,
      minTrackingConfidence: POSE_MODEL.minTrackingConfidence,
      outputSegmentationMasks: false,
    });
  let landmarker: import('@mediapipe/tasks-vision').PoseLandmarker;
  let delegate: 'CPU' | 'GPU' =
    POSE_MODEL.delegate === 'GPU' && hasHardwareWebGl2() ? 'GPU' : 'CPU';
  try {
    try {
      landmarker = await create(delegate);
    } catch (error) {
      if (delegate === 'CPU')
        return { ok: false, error: `pose model: ${(error as Error).message}` };
      delegate = 'CPU';
      try {
        landmarker = await create(delegate);
      } catch (cpuError) {
        return { ok: false, error: `pose model: ${(cpuError as Error).message}` };
      }
    }
  } finally {
    files.release();
  }

  // The first inference sets the graph up (≈ 1 s on this machine's core, several on a
  // phone): pay it here, while the scan instructions show, not on the first live frame
  // (where the detection loop's pacing would also wait twice that before the next one).
  const blank = document.createElement('canvas');
  blank.width = POSE_DETECTION.frameMaxSide;
  blank.height = POSE_DETECTION.frameMaxSide;
  blank.getContext('2d')?.fillRect(0, 0, blank.width, blank.height);
  let lastTimestamp = 1;
  landmarker.detectForVideo(blank, lastTimestamp);
  performance.mark('afterlook:pose-ready');
  // Detection runs on a copy of the frame, not the <video> itself: where the browser
  // crops and scales the camera's frames (resizeMode 'crop-and-scale'), the texture
  // MediaPipe would upload can be the uncropped frame while videoWidth/Height give the
  // cropped size, which shifts and scales every landmark; drawImage honours the visible
  // rectangle, as the photo does. The copy is also shrunk (POSE_DETECTION.frameMaxSide):
  // MediaPipe uploads every frame into WebGL and, on the CPU delegate, reads it back and
  // converts it — ≈ 15 ms a frame for a 720×720 camera in headless Chromium, 2¼ times
  // that for 1080 px, against ≈ 4 ms at 384 px (bench/pose.bench.ts profiles).
  const frame = document.createElement('canvas');
  const frameContext = frame.getContext('2d', { alpha: false });
  return {
    ok: true,
    detector: {
      delegate,
      detect(video, timestampMs) {
        const width = video.videoWidth;
        const height = video.videoHeight;
        if (!frameContext || width === 0 || height === 0) return [];
        const { width: frameWidth, height: frameHeight } = detectionFrameSize(width, height);
        if (frame.width !== frameWidth || frame.height !== frameHeight) {
          frame.width = frameWidth;
          frame.height = frameHeight;
        }
        frameContext.drawImage(video, 0, 0, frameWidth, frameHeight);
        lastTimestamp = Math.max(lastTimestamp + 1, Math.round(timestampMs));
        const result = landmarker.detectForVideo(frame, lastTimestamp);
        const person = result.landmarks[0];
        if (!person) return [];
        // MediaPipe's coordinates are fractions of the frame: the same on the copy.
        return person.map((point) => ({
          x: point.x * width,
          y: point.y * height,
          z: point.z * width,
          visibility: point.visibility ?? 0,
        }));
      },
      close: () => landmarker.close(),
    },
  };
}
