export { createVision } from './create-vision.ts';
export { DEFAULT_MODEL_DIR } from './model-files.ts';
export type { ViewVerdict, VisionReason } from './verdict/vision-reason.ts';
export { VISION_REASONS } from './verdict/vision-reason.ts';
export type { Vision, VisionOptions, VisionResult } from './vision.ts';
