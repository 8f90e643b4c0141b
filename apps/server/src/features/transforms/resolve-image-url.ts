import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { ingestStoredUpload } from '../images/ingest-upload.ts';
import { ownedBySession } from '../images/owned-by-session.ts';
import { readKeyEpoch } from '../signing/key-epoch.ts';
import type { TransformSource } from './transform-job.ts';

export type ImageUrlError =
  | 'image_not_found'
  | 'image_url_expired'
  | 'image_not_uploaded'
  | 'image_unusable';

/**
 * The image a transform's image_url names. It must be one of our own signed read
 * URLs (or a sample model's address): the URL is parsed and its signature checked,
 * never fetched, so no address of the caller's choosing is ever requested (no SSRF).
 * Another clinic's image, another patient's (session's) image, a forged URL and a
 * missing image all answer the same. Without a session (tools) any of the clinic's do.
 * With a store the browser uploads to directly (S3), an image still waiting is
 * ingested here, on first use: refused bytes (too large, not a usable photo) answer
 * `image_unusable` with the reason, and the slot stays open for another upload.
 */
export async function resolveImageUrl(
  deps: Pick<Ports, 'db' | 'blobs' | 'samples' | 'clock' | 'pool'>,
  clinicId: string,
  imageUrl: string,
  sessionId?: string,
): Promise<Result<TransformSource, ImageUrlError>> {
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
  const notUploaded = fail('image_not_uploaded', 'The image has not been uploaded yet');
  if (image.status === 'ready') return ok({ kind: 'image', imageId: image.id });
  if (!deps.blobs.directUploads) return notUploaded;
  const ingested = await ingestStoredUpload(deps, { clinicId, blobKey: resolved.value.key });
  if (ingested.ok || ingested.error === 'already_uploaded') {
    return ok({ kind: 'image', imageId: image.id });
  }
  if (ingested.error === 'image_not_found') return notFound;
  if (ingested.error === 'not_uploaded' || ingested.error === 'upload_in_progress') {
    return notUploaded;
  }
  return fail('image_unusable', ingested.message);
}
