import { analysisBlobKey, resultBlobKey } from '../blobs/blob-key.ts';
import type { MediaDeps } from '../images/media-deps.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import type { TransformInput } from '../workers/image-tasks.ts';
import type { TransformJobInput, TransformJobResult } from './transform-job.ts';

const NO_LIMIT = { maxBytes: Number.MAX_SAFE_INTEGER } as const;

/**
 * Runs a transform job: loads the photo and its analysis (or a sample model's true
 * landmarks), has a worker thread simulate and encode the series, stores the after
 * images as PNGs and records their levels and implant sizes. A photo that cannot be
 * used ends the job with the vision or engine reason; a crash is retried.
 */
export function createTransformJobHandler(deps: Omit<MediaDeps, 'jobs'>): JobHandler {
  return async (job, signal) => {
    const input = job.input as TransformJobInput;
    let task: TransformInput;
    if (input.source.kind === 'image') {
      const image = await deps.db
        .selectFrom('images')
        .select(['clinic_id', 'blob_key', 'status'])
        .where('id', '=', input.source.imageId)
        .executeTakeFirst();
      const png = image?.status === 'ready' ? await deps.blobs.read(image.blob_key) : null;
      if (!image || !png) return { ok: false, reason: 'image_missing' };
      // The photo is analysed once per view (at upload when its view is known, else
      // here), and the analysis kept for the next procedure on the same view.
      const analysisKey = analysisBlobKey(image.clinic_id, input.source.imageId, input.view);
      let analysis = await deps.blobs.read(analysisKey);
      if (!analysis) {
        analysis = await deps.pool.analyze({ png, view: input.view }, signal);
        await deps.blobs.put(analysisKey, analysis, NO_LIMIT);
      }
      task = { png, analysis, subject: null, procedure: input.procedure, view: input.view };
    } else {
      const model = await deps.samples.load(input.source.modelId);
      if (!model) return { ok: false, reason: 'image_missing' };
      task = {
        png: model.png,
        analysis: null,
        subject: model.subject,
        procedure: input.procedure,
        view: input.view,
      };
    }

    // One series, rendered by every worker thread together (interleaved shares): a
    // lone transform uses every core; under load the shares simply queue.
    const of = deps.pool.size;
    const parts = await Promise.all(
      Array.from({ length: of }, (_, index) =>
        deps.pool.transform(of > 1 ? { ...task, share: { index, of } } : task, signal),
      ),
    );
    const failed = parts.find((part) => !part.ok);
    if (failed && !failed.ok) return { ok: false, reason: failed.reason };
    const images = parts
      .flatMap((part) => (part.ok ? part.images : []))
      .sort((a, b) => a.index - b.index);
    const total = parts[0]?.ok ? parts[0].total : 0;
    if (images.length !== total || images.some((image, i) => image.index !== i)) {
      throw new Error(`series parts do not add up: ${images.length} of ${total}`);
    }
    await Promise.all(
      images.map((image) =>
        deps.blobs.put(resultBlobKey(job.clinicId, job.id, image.index), image.png, NO_LIMIT),
      ),
    );
    const result: TransformJobResult = {
      images: images.map(({ level, implant_size_in_cc }) => ({ level, implant_size_in_cc })),
    };
    return { ok: true, result };
  };
}
