import { analysisBlobKey, resultBlobKey } from '../../ports/blob-key.ts';
import type { JobHandler } from '../../ports/job-queue.ts';
import type { RenderRequest } from '../../ports/simulation-engine.ts';
import type { Ports } from '../../ports.ts';
import { recordTransform } from './record-transform.ts';
import type { TransformJobInput, TransformJobResult } from './transform-job.ts';

const NO_LIMIT = { maxBytes: Number.MAX_SAFE_INTEGER } as const;

/**
 * Runs a transform job: loads the photo and its analysis (or a sample model's true
 * landmarks), has the simulation engine render the series, stores the after images as
 * PNGs and records them with their levels and implant sizes. A photo that cannot be
 * used ends the job with the vision or engine reason; a crash is retried.
 */
export function createTransformJobHandler(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'engine' | 'samples'>,
): JobHandler {
  return async (job, signal) => {
    const input = job.input as TransformJobInput;
    let request: RenderRequest;
    if (input.source.kind === 'image') {
      const image = await deps.db
        .selectFrom('images')
        .select(['clinic_id', 'blob_key', 'status'])
        .where('id', '=', input.source.imageId)
        .executeTakeFirst();
      if (image?.status !== 'ready') return { ok: false, reason: 'image_missing' };
      // The photo is analysed once per view (at upload when its view is known, else
      // here), and the analysis kept for the next procedure on the same view.
      const analysisKey = analysisBlobKey(image.clinic_id, input.source.imageId, input.view);
      const [png, stored] = await Promise.all([
        deps.blobs.read(image.blob_key),
        deps.blobs.read(analysisKey),
      ]);
      if (!png) return { ok: false, reason: 'image_missing' };
      let analysis = stored;
      if (!analysis) {
        analysis = await deps.engine.analyze({ png, view: input.view }, signal);
        await deps.blobs.put(analysisKey, analysis, NO_LIMIT);
      }
      request = { png, analysis, subject: null, procedure: input.procedure, view: input.view };
    } else {
      const model = await deps.samples.load(input.source.modelId);
      if (!model) return { ok: false, reason: 'image_missing' };
      request = {
        png: model.png,
        analysis: null,
        subject: model.subject,
        procedure: input.procedure,
        view: input.view,
      };
    }

    const rendered = await deps.engine.render(request, signal);
    if (!rendered.ok) return { ok: false, reason: rendered.reason };
    const keys = rendered.images.map((_, index) => resultBlobKey(job.clinicId, job.id, index));
    await Promise.all(
      rendered.images.map((image, index) =>
        deps.blobs.put(keys[index] as string, image.png, NO_LIMIT),
      ),
    );
    const levels = rendered.images.map(({ level, implant_size_in_cc }) => ({
      level,
      implant_size_in_cc,
    }));
    await recordTransform(deps.db, {
      jobId: job.id,
      clinicId: job.clinicId,
      input,
      at: deps.clock(),
      imageKeys: keys,
      levels,
      region: rendered.region,
    });
    // The job's own result repeats them for its record; readers ask the transforms table.
    const result: TransformJobResult = { region: rendered.region, images: levels };
    return { ok: true, result };
  };
}
