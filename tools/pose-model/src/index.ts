export { assembleFaceDetector, findFaceSourcePackage } from './assemble-face-detector.ts';
export { assemblePoseTask, findSourcePackage } from './assemble-pose-task.ts';
export { attachMetadata, METADATA_ENTRY_NAME, readAttachedMetadata } from './attach-metadata.ts';
export { buildImageInputMetadata, type ImageInputMetadata } from './image-input-metadata.ts';
export {
  FACE_DETECTOR_FILE,
  FACE_SOURCE,
  faceDetectorPath,
  NETWORK_INPUTS,
  POSE_MODEL_DIR,
  POSE_MODEL_VARIANTS,
  type PoseModelVariant,
  poseModelFileName,
  poseModelPath,
  TASK_MEMBERS,
} from './model-files.ts';
export { readStoredZip, writeStoredZip, type ZipEntry } from './stored-zip.ts';
