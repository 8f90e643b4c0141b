import { decodeAnalysis } from '../../ports/analysis-codec.ts';
import { analysisBlobKey } from '../../ports/blob-key.ts';
import type { JobHandler } from '../../ports/job-queue.ts';
import type { Ports } from '../../ports.ts';
import type { ImageAnalysisJobInput } from './image-analysis-job.ts';

const NO_LIMIT = { maxBytes: Number.MAX_SAFE_INTEGER };

/**
 * Analyses a stored photo for a view (vision on the image workers) and records what the
 * upload would have recorded: the analysis blob, its key and the verdict.
 */
export function createImageAnalysisJobHandler(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'engine'>,
): JobHandler {
  return async (job, signal) => {
    const input = job.input as ImageAnalysisJobInput;
    const image = await deps.db
      .selectFrom('images')
      .select(['clinic_id', 'blob_key', 'status'])
      .where('id', '=', input.imageId)
      .executeTakeFirst();
    const png = image?.status === 'ready' ? await deps.blobs.read(image.blob_key) : null;
    if (!image || !png) return { ok: false, reason: 'image_missing' };
    const analysis = await deps.engine.analyze({ png, view: input.view }, signal);
    const key = analysisBlobKey(image.clinic_id, input.imageId, input.view);
    await deps.blobs.put(key, analysis, NO_LIMIT);
    const { verdict } = decodeAnalysis(analysis);
    await deps.db
      .updateTable('images')
      .set({
        analysis_key: key,
        verdict: JSON.stringify(verdict),
        updated_at: deps.clock().toISOString(),
      })
      .where('id', '=', input.imageId)
      .execute();
    return { ok: true, result: verdict };
  };
}
