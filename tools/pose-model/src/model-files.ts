import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The PoseLandmarker bundles our build assembles (never committed: tools/pose-model/models
 * is git-ignored and rebuilt by scripts/ensure-deps.sh). `lite` is the smaller, faster
 * landmark network; `full` is what the widget's scan uses.
 */
export const POSE_MODEL_VARIANTS = ['lite', 'full'] as const;
export type PoseModelVariant = (typeof POSE_MODEL_VARIANTS)[number];

export const POSE_MODEL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'models');

/** File name of a bundle, as the server publishes it under /scan-assets/models/. */
export const poseModelFileName = (variant: PoseModelVariant): string =>
  `pose_landmarker_${variant}.task`;

export const poseModelPath = (variant: PoseModelVariant, dir = POSE_MODEL_DIR): string =>
  join(dir, poseModelFileName(variant));

/** Member names MediaPipe's PoseLandmarker looks up inside a .task bundle. */
export const TASK_MEMBERS = {
  detector: 'pose_detector.tflite',
  landmarks: 'pose_landmarks_detector.tflite',
} as const;

/** Where the source networks sit in the @mediapipe/pose npm package (Apache-2.0). */
export const SOURCE_PACKAGE = '@mediapipe/pose';
/**
 * The detector is the only file of the solution's packed-assets blob
 * (pose_solution_packed_assets_loader.js lists it at bytes 0–2962288).
 */
export const SOURCE_FILES = {
  detector: 'pose_solution_packed_assets.data',
  landmarks: (variant: PoseModelVariant): string => `pose_landmark_${variant}.tflite`,
} as const;

/** Input sizes and normalisation each network was trained with. */
export const NETWORK_INPUTS = {
  detector: { size: 224, mean: 127.5, std: 127.5 },
  landmarks: { size: 256, mean: 0, std: 255 },
} as const;

/**
 * The FaceDetector model the widget's face check runs (docs/product/state-machines.md#capture-flow:
 * a face detector also runs in the browser): MediaPipe's short-range BlazeFace, the
 * network MediaPipe Tasks' FaceDetector is built for (128×128 input, 896 anchors),
 * with the normalisation metadata the Tasks runtime reads. Written beside the pose
 * bundles and served from the same folder.
 */
export const FACE_DETECTOR_FILE = 'face_detector_short_range.tflite';
export const faceDetectorPath = (dir = POSE_MODEL_DIR): string => join(dir, FACE_DETECTOR_FILE);
export const FACE_SOURCE = {
  package: '@mediapipe/face_detection',
  file: 'face_detection_short_range.tflite',
  input: { size: 128, mean: 127.5, std: 127.5 },
} as const;
