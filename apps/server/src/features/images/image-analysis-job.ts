import type { ViewType } from '@afterlook/domain';

/**
 * A stored photo analysed on the image workers for one view. API-only processes
 * (JOB_QUEUE=bullmq) store uploads unanalysed; what needs the verdict at once (a clinic's
 * own sample model) queues this job and waits for it.
 */
export const IMAGE_ANALYSIS_JOB_KIND = 'image-analysis';

export interface ImageAnalysisJobInput {
  readonly imageId: string;
  readonly view: ViewType;
}

export const imageAnalysisIdempotencyKey = (input: ImageAnalysisJobInput): string =>
  `image-analysis:${input.imageId}:${input.view}`;
