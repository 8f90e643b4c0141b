import { FACE_DETECTOR_MODEL_URL } from '@afterlook/api';
import {
  FACE_DETECTOR_DEFAULTS,
  type RegionOfInterest,
  validateRegionOfInterest,
  validateRotationDegrees,
} from '@afterlook/domain';
import { downloadTaskFiles } from '../scan/tasks-vision-runtime.ts';
import type { FoundFace } from './judge-face.ts';

/** What the detector is asked to look at (docs/product/validation.md: face detector region of interest). */
export interface FaceDetectOptions {
  /** The part of the image to search, 0..1 from the top left; the whole image by default. */
  readonly regionOfInterest?: RegionOfInterest;
  /** Clockwise quarter turns that make the image upright; 0 by default. */
  readonly rotationDegrees?: number;
}

/** A picture the detector reads: a photo, a canvas or the live video. */
export type FaceSource = HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

/** The in-browser face detector: MediaPipe's FaceDetector with the spec's thresholds. */
export interface FaceDetector {
  /** Faces found, in the source's pixels. Throws on options the validator refuses. */
  detect(source: FaceSource, options?: FaceDetectOptions): FoundFace[];
  close(): void;
}

export type LoadFaceDetectorResult =
  | { readonly ok: true; readonly detector: FaceDetector }
  | { readonly ok: false; readonly error: string };

const WHOLE_IMAGE: RegionOfInterest = { left: 0, top: 0, right: 1, bottom: 1 };
/**
 * The longer side the detector's copy is drawn at. The network sees 128×128; drawing
 * smaller first spares MediaPipe the upload and conversion of a full photo.
 */
const DETECTION_MAX_SIDE = 512;

const sizeOf = (source: FaceSource) =>
  source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.width, height: source.height };

/**
 * Loads MediaPipe's FaceDetector (docs/product/state-machines.md#capture-flow: a face
 * detector runs in the browser, minimum confidence 0.5, suppression threshold 0.3) with
 * its short-range BlazeFace model from our own server. It shares the scan's runtime
 * downloads (downloadTaskFiles); only its 0.2 MB model is its own. CPU delegate: the
 * network is tiny. Failures are values.
 */
export async function loadFaceDetector(signal?: AbortSignal): Promise<LoadFaceDetectorResult> {
  const files = await downloadTaskFiles(FACE_DETECTOR_MODEL_URL, undefined, signal);
  if (!files.ok) return files;
  let detector: import('@mediapipe/tasks-vision').FaceDetector;
  try {
    detector = await files.vision.FaceDetector.createFromOptions(files.fileset, {
      baseOptions: { modelAssetBuffer: files.model, delegate: 'CPU' },
      runningMode: 'IMAGE',
      minDetectionConfidence: FACE_DETECTOR_DEFAULTS.minDetectionConfidence,
      minSuppressionThreshold: FACE_DETECTOR_DEFAULTS.minSuppressionThreshold,
    });
  } catch (error) {
    return { ok: false, error: `face model: ${(error as Error).message}` };
  } finally {
    files.release();
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { alpha: false });
  return {
    ok: true,
    detector: {
      detect(source, options = {}) {
        // The options' rules (validation.md) are checked here, as MediaPipe checks its
        // own; a refusal is a programming error, so it throws.
        const region = validateRegionOfInterest(options.regionOfInterest ?? WHOLE_IMAGE);
        if (!region.ok) throw new Error(region.error);
        const rotation = validateRotationDegrees(options.rotationDegrees ?? 0);
        if (!rotation.ok) throw new Error(rotation.error);
        const { width, height } = sizeOf(source);
        if (!context || width === 0 || height === 0) return [];
        // MediaPipe's FaceDetector takes no region of interest: the region is cut here.
        const { left, top, right, bottom } = region.value;
        const cropX = left * width;
        const cropY = top * height;
        const cropWidth = (right - left) * width;
        const cropHeight = (bottom - top) * height;
        const scale = Math.min(1, DETECTION_MAX_SIDE / Math.max(cropWidth, cropHeight));
        canvas.width = Math.max(1, Math.round(cropWidth * scale));
        canvas.height = Math.max(1, Math.round(cropHeight * scale));
        context.drawImage(
          source,
          cropX,
          cropY,
          cropWidth,
          cropHeight,
          0,
          0,
          canvas.width,
          canvas.height,
        );
        const result = detector.detect(canvas, { rotationDegrees: rotation.value });
        // Back to the source's pixels: boxes come in the copy's pixels, keypoints as 0..1.
        const toX = (x: number) => cropX + x * (cropWidth / canvas.width);
        const toY = (y: number) => cropY + y * (cropHeight / canvas.height);
        return result.detections.flatMap((detection) => {
          const box = detection.boundingBox;
          if (!box) return [];
          return [
            {
              score: detection.categories[0]?.score ?? 0,
              box: {
                x: toX(box.originX),
                y: toY(box.originY),
                width: box.width * (cropWidth / canvas.width),
                height: box.height * (cropHeight / canvas.height),
              },
              keypoints: detection.keypoints.map((point) => ({
                x: cropX + point.x * cropWidth,
                y: cropY + point.y * cropHeight,
              })),
            },
          ];
        });
      },
      close: () => detector.close(),
    },
  };
}
