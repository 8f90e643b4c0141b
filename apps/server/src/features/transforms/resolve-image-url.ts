import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { ownedBySession } from '../images/owned-by-session.ts';
import { readKeyEpoch } from '../signing/key-epoch.ts';
import type { TransformSource } from './transform-job.ts';

export type ImageUrlError =
  | 'image_not_found'
  | 'image_url_expired'
  | 'image_not_uploaded'
  | 'image_unusable';

/** What an image_url names: a sample model, or an image of the clinic as it stands now. */
export type UrlImage =
  | { readonly kind: 'sample'; readonly modelId: string }
  | {
      readonly kind: 'image';
      readonly imageId: string;
      readonly blobKey: string;
      readonly status: string;
    };

type ResolveDeps = Pick<Ports, 'db' | 'blobs' | 'samples'>;

/**
 * The image or sample model an image_url names, read only. It must be one of our own
 * signed read URLs (or a sample model's address): the URL is parsed and its signature
 * checked, never fetched, so no address of the caller's choosing is ever requested (no
 * SSRF). Another clinic's image, another patient's (session's) image, a forged URL and a
 * missing image all answer the same. Without a session (tools) any of the clinic's do.
 */
export async function findUrlImage(
  deps: ResolveDeps,
  clinicId: string,
  imageUrl: string,
  sessionId?: string,
): Promise<Result<UrlImage, 'image_not_found' | 'image_url_expired'>> {
  const sample = await deps.samples.byImageUrl(imageUrl);
  if (sample) return ok({ kind: 'sample', modelId: sample.id });

  const notFound = fail('image_not_found', 'No such image');
  const resolved = deps.blobs.resolveSignedGetUrl(imageUrl, clinicId);
  const expired = fail(
    'image_url_expired',
    'The image address has expired; upload the image again',
  );
  if (!resolved.ok) return resolved.error === 'expired_signature' ? expired : notFound;
  // Signed before the clinic's last key rotation or revocation: ended like an expired one.
  if (resolved.value.keyEpoch !== (await readKeyEpoch(deps.db, clinicId))) return expired;
  const image = await deps.db
    .selectFrom('images')
    .select(['id', 'status'])
    .where('blob_key', '=', resolved.value.key)
    .where('clinic_id', '=', clinicId)
    .where(ownedBySession(sessionId))
    .executeTakeFirst();
  if (!image) return notFound;
  return ok({
    kind: 'image',
    imageId: image.id,
    blobKey: resolved.value.key,
    status: image.status,
  });
}

/**
 * The transform source an image_url names, read only: an image must be ready. With a
 * store the browser uploads to directly (S3), the caller first accepts the upload
 * (images/accept-stored-upload.ts); resolving never ingests or writes anything.
 */
export async function resolveImageUrl(
  deps: ResolveDeps,
  clinicId: string,
  imageUrl: string,
  sessionId?: string,
): Promise<Result<TransformSource, ImageUrlError>> {
  const found = await findUrlImage(deps, clinicId, imageUrl, sessionId);
  if (!found.ok) return found;
  if (found.value.kind === 'sample') return ok(found.value);
  if (found.value.status !== 'ready') {
    return fail('image_not_uploaded', 'The image has not been uploaded yet');
  }
  return ok({ kind: 'image', imageId: found.value.imageId });
}
