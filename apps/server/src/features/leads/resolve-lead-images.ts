import type { Procedure } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { acceptAndResolveImageUrl } from '../images/accept-stored-upload.ts';
import { ownedBySession } from '../images/owned-by-session.ts';
import { findTransform } from '../transforms/find-transform.ts';
import type { ImageUrlError } from '../transforms/resolve-image-url.ts';
import { type LeadImages, NO_LEAD_IMAGES } from './lead-images.ts';

export type LeadImagesError = 'batch_not_found' | ImageUrlError;

export interface LeadImageRefs {
  readonly batchId: string | undefined;
  readonly imageUrl: string | undefined;
  readonly procedure: Procedure | null;
}

/**
 * The pictures a lead refers to: the uploaded before photo of its batch (or the image
 * or sample model its image_url names) and the after images of the transform made from
 * it. A batch or image of another clinic, or of another patient (session), is "not
 * found", exactly like a missing one.
 */
export async function resolveLeadImages(
  deps: Pick<Ports, 'db' | 'blobs' | 'samples' | 'jobs' | 'clock' | 'pool'>,
  owner: { readonly clinicId: string; readonly sessionId: string },
  refs: LeadImageRefs,
): Promise<Result<LeadImages, LeadImagesError>> {
  const { clinicId, sessionId } = owner;
  if (refs.batchId !== undefined) {
    const images = await deps.db
      .selectFrom('images')
      .select(['id', 'blob_key', 'status', 'procedure_types'])
      .where('clinic_id', '=', clinicId)
      .where('batch_id', '=', refs.batchId)
      .where(ownedBySession(sessionId))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (images.length === 0) return fail('batch_not_found', 'No such upload batch');
    const ready = images.filter((image) => image.status === 'ready');
    const wanted =
      ready.find(
        (image) =>
          refs.procedure !== null &&
          (JSON.parse(image.procedure_types) as string[]).includes(refs.procedure),
      ) ?? ready[0];
    if (!wanted) return ok({ ...NO_LEAD_IMAGES, source: 'upload' });
    return ok(await uploadedImage(deps, clinicId, wanted.id, wanted.blob_key, refs.procedure));
  }
  if (refs.imageUrl === undefined) return ok(NO_LEAD_IMAGES);

  // A photo PUT straight to storage may be first named here (no transform ran on it).
  const source = await acceptAndResolveImageUrl(deps, clinicId, refs.imageUrl, sessionId);
  if (!source.ok) return source;
  if (source.value.kind === 'image') {
    const image = await deps.db
      .selectFrom('images')
      .select(['blob_key'])
      .where('id', '=', source.value.imageId)
      .executeTakeFirstOrThrow();
    return ok(
      await uploadedImage(deps, clinicId, source.value.imageId, image.blob_key, refs.procedure),
    );
  }
  // Sample-model renders are shared by every clinic.
  const job = await findTransform(deps, null, source.value, refs.procedure);
  return ok({
    source: 'sample',
    beforeImageKey: null,
    sampleModelId: source.value.modelId,
    transformJobId: job?.jobId ?? null,
    afterImageKeys: job?.afterImageKeys ?? [],
  });
}

async function uploadedImage(
  deps: Pick<Ports, 'db' | 'jobs'>,
  clinicId: string,
  imageId: string,
  blobKey: string,
  procedure: Procedure | null,
): Promise<LeadImages> {
  const job = await findTransform(deps, clinicId, { kind: 'image', imageId }, procedure);
  return {
    source: 'upload',
    beforeImageKey: blobKey,
    sampleModelId: null,
    transformJobId: job?.jobId ?? null,
    afterImageKeys: job?.afterImageKeys ?? [],
  };
}
