import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import {
  findUrlImage,
  type ImageUrlError,
  resolveImageUrl,
} from '../transforms/resolve-image-url.ts';
import type { TransformSource } from '../transforms/transform-job.ts';
import { ingestStoredUpload, type UploadError } from './ingest-upload.ts';

/** Outcomes of an ingest that leave the answer to resolving the URL (resolve-image-url.ts). */
const LEFT_TO_RESOLVE: readonly UploadError[] = [
  'already_uploaded',
  'image_not_found',
  'not_uploaded',
  'upload_in_progress',
];

/**
 * The explicit step that takes in a photo the browser PUT straight to storage (S3): our
 * server hears of it only when an image_url first names it (a transform, a lead, the
 * doctor chat), so each of those accepts it here before resolving the URL, which only
 * reads. An image already ready, a sample model, a URL that is not ours, or a store our
 * server receives the bytes of (fs) leave nothing to do. Refused bytes (too large, not a
 * usable photo) answer `image_unusable` with the reason, and the slot stays open for
 * another upload.
 */
export async function acceptStoredUpload(
  deps: Pick<Ports, 'db' | 'blobs' | 'samples' | 'clock' | 'pool'>,
  clinicId: string,
  imageUrl: string,
  sessionId?: string,
): Promise<Result<null, 'image_unusable'>> {
  if (!deps.blobs.directUploads) return ok(null);
  const found = await findUrlImage(deps, clinicId, imageUrl, sessionId);
  if (!found.ok || found.value.kind !== 'image' || found.value.status === 'ready') return ok(null);
  const ingested = await ingestStoredUpload(deps, { clinicId, blobKey: found.value.blobKey });
  if (ingested.ok || LEFT_TO_RESOLVE.includes(ingested.error)) return ok(null);
  return fail('image_unusable', ingested.message);
}

/** What an image_url names, once a photo PUT straight to storage has been accepted. */
export async function acceptAndResolveImageUrl(
  deps: Pick<Ports, 'db' | 'blobs' | 'samples' | 'clock' | 'pool'>,
  clinicId: string,
  imageUrl: string,
  sessionId?: string,
): Promise<Result<TransformSource, ImageUrlError>> {
  const accepted = await acceptStoredUpload(deps, clinicId, imageUrl, sessionId);
  if (!accepted.ok) return accepted;
  return resolveImageUrl(deps, clinicId, imageUrl, sessionId);
}
