import { type PoseModelVariant, poseModelUrl, TASKS_VISION_VERSION } from '@afterlook/api';

/**
 * The landmark network the scan runs: `lite` (5.8 MB bundle). It gives the same pose
 * verdicts as `full` (9.4 MB) on 97.8% of the recorded frames
 * (docs/pose-model-lite-vs-full.md) for 3.6 MB less before the scan can start; the
 * spec's 'heavy' (27.7 MB network alone) is out of proportion for coarse pose checks on
 * a phone. Every other scan path comes from @afterlook/api's scan-assets.
 */
export const POSE_MODEL_VARIANT: PoseModelVariant = 'lite';
export const POSE_MODEL_URL = poseModelUrl(POSE_MODEL_VARIANT);

/**
 * The Cache Storage copy of the runtime and model (a second scan starts without a
 * download). Bump the suffix when the .task bundles change without a runtime version.
 */
export const POSE_CACHE = {
  prefix: 'afterlook-pose-',
  name: `afterlook-pose-${TASKS_VISION_VERSION}-1`,
} as const;
