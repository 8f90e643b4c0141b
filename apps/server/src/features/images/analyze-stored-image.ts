import type { Ports } from '../../ports.ts';
import {
  IMAGE_ANALYSIS_JOB_KIND,
  type ImageAnalysisJobInput,
  imageAnalysisIdempotencyKey,
} from './image-analysis-job.ts';

/** How long a clinic's upload waits for its photo's analysis on a worker. */
const ANALYSIS_WAIT_MS = 60_000;

/**
 * Has a stored photo analysed by whoever runs image jobs (`npm run worker` behind an
 * API-only process) and waits for it; the verdict lands on the image's row.
 */
export async function analyzeStoredImage(
  deps: Pick<Ports, 'jobs'>,
  clinicId: string,
  input: ImageAnalysisJobInput,
): Promise<void> {
  const { job } = await deps.jobs.enqueue({
    idempotencyKey: imageAnalysisIdempotencyKey(input),
    kind: IMAGE_ANALYSIS_JOB_KIND,
    clinicId,
    input,
  });
  await deps.jobs.waitFor(job.id, ANALYSIS_WAIT_MS);
}
