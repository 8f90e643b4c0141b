import type { Readable } from 'node:stream';
import type { ViewType } from '@afterlook/domain';
import { collectCounted } from '../../lib/collect-counted.ts';
import type { ErrorKinds } from '../../lib/error-kind.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { sniffImageType } from '../../lib/sniff-image-type.ts';
import { analysisBlobKey, uploadBlobKey } from '../../ports/blob-key.ts';
import { MAX_UPLOAD_BYTES } from '../../ports/blob-store.ts';
import type { Ports } from '../../ports.ts';

export type UploadError =
  | 'image_not_found'
  | 'already_uploaded'
  | 'upload_in_progress'
  | 'too_large'
  | 'aborted'
  | 'unsupported_media_type'
  | 'unreadable_image'
  | 'image_too_small'
  | 'not_uploaded';

/** The kind of each refusal (http/reply-with-error.ts answers it). */
export const UPLOAD_ERROR_KINDS: ErrorKinds<UploadError> = {
  image_not_found: 'not_found',
  already_uploaded: 'conflict',
  upload_in_progress: 'conflict',
  too_large: 'too_large',
  aborted: 'invalid',
  unsupported_media_type: 'unsupported_media',
  unreadable_image: 'unprocessable',
  image_too_small: 'unprocessable',
  not_uploaded: 'conflict',
};

/** An upload left 'uploading' this long was cut off by a crash and may be retried. */
const STALE_UPLOAD_MS = 5 * 60 * 1000;

type Target = { readonly clinicId: string; readonly blobKey: string };
type Ingested = Result<{ width: number; height: number }, UploadError>;
type IngestDeps = Pick<Ports, 'db' | 'blobs' | 'clock' | 'pool'>;

/**
 * The PUT of a signed upload URL served by our own server (fs store): reads the bytes
 * (≤ 15 MB) in memory, never to disk (the raw photo is neither written nor read back
 * on the way to the worker), then ingests them (`ingest` below).
 */
export function ingestUpload(deps: IngestDeps, target: Target, body: Readable): Promise<Ingested> {
  return ingest(deps, target, async () => {
    const collected = await collectCounted(body, MAX_UPLOAD_BYTES);
    return collected.ok ? ok(collected.value) : collected;
  });
}

/**
 * An upload the browser PUT straight to storage (S3 presigned URL) at the image's
 * upload object, ingested when the image is first used. S3 cannot cap a presigned
 * PUT's size, so the size is checked here, before the bytes are read: an oversize
 * upload is deleted unread and refused (`too_large`).
 */
export function ingestStoredUpload(deps: IngestDeps, target: Target): Promise<Ingested> {
  return ingest(deps, target, async (rawKey) => {
    const stored = await deps.blobs.get(rawKey);
    if (!stored) return fail('not_uploaded', 'The image has not been uploaded yet');
    if (stored.size > MAX_UPLOAD_BYTES) {
      stored.stream.destroy();
      return fail('too_large', `The upload is larger than ${MAX_UPLOAD_BYTES} bytes`);
    }
    const collected = await collectCounted(stored.stream, MAX_UPLOAD_BYTES);
    return collected.ok ? ok(new Uint8Array(collected.value)) : collected;
  });
}

/**
 * Claims the image's slot, takes the raw bytes (`rawBytes` reads the request, or finds
 * them at the upload object), checks their magic bytes, has a worker decode, orient, strip and
 * normalise them and analyse the photo, then stores the normalised PNG and its
 * analysis and marks the image ready. Any refusal stores nothing (the upload object
 * is deleted) and leaves the slot open for another try; a slot already filled is
 * never overwritten.
 */
async function ingest(
  deps: IngestDeps,
  target: Target,
  rawBytes: (rawKey: string) => Promise<Result<Uint8Array | null, UploadError>>,
): Promise<Ingested> {
  const { db, blobs, clock } = deps;
  const image = await db
    .selectFrom('images')
    .select(['id', 'status', 'view_type'])
    .where('blob_key', '=', target.blobKey)
    .where('clinic_id', '=', target.clinicId)
    .executeTakeFirst();
  if (!image) return fail('image_not_found', 'No such image');

  const now = clock();
  const claimed = await db
    .updateTable('images')
    .set({ status: 'uploading', updated_at: now.toISOString() })
    .where('id', '=', image.id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('status', '=', 'uploading'),
          eb('updated_at', '<', new Date(now.getTime() - STALE_UPLOAD_MS).toISOString()),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    return image.status === 'ready'
      ? fail('already_uploaded', 'This image has already been uploaded')
      : fail('upload_in_progress', 'This image is being uploaded');
  }

  const rawKey = uploadBlobKey(target.clinicId, image.id);
  const analysisKey = image.view_type
    ? analysisBlobKey(target.clinicId, image.id, image.view_type)
    : null;
  const release = async () => {
    await blobs.delete(rawKey);
    await db
      .updateTable('images')
      .set({ status: 'pending', updated_at: clock().toISOString() })
      .where('id', '=', image.id)
      .where('status', '=', 'uploading')
      .execute();
  };

  try {
    const raw = await rawBytes(rawKey);
    if (!raw.ok) {
      await release();
      return raw;
    }
    const bytes = raw.value;
    if (!bytes || !sniffImageType(bytes.subarray(0, 16))) {
      await release();
      return fail('unsupported_media_type', 'Only PNG and JPEG images are accepted');
    }
    const ingested = await deps.pool.ingest({
      bytes,
      view: (image.view_type as ViewType | null) ?? null,
    });
    if (!ingested.ok) {
      await release();
      return fail(ingested.error, ingested.message);
    }
    const { analysis } = ingested;
    const noLimit = { maxBytes: Number.MAX_SAFE_INTEGER };
    // Written side by side; all settle before a failure is thrown, so the cleanup below
    // never races a write still under way.
    const written = await Promise.allSettled([
      analysis && analysisKey ? blobs.put(analysisKey, analysis, noLimit) : undefined,
      blobs.put(target.blobKey, ingested.png, noLimit),
    ]);
    const failed = written.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    await blobs.delete(rawKey);
    await db
      .updateTable('images')
      .set({
        status: 'ready',
        width: ingested.width,
        height: ingested.height,
        analysis_key: ingested.analysis ? analysisKey : null,
        verdict: ingested.verdict ? JSON.stringify(ingested.verdict) : null,
        updated_at: clock().toISOString(),
      })
      .where('id', '=', image.id)
      .execute();
    return ok({ width: ingested.width, height: ingested.height });
  } catch (error) {
    await blobs.delete(target.blobKey).catch(() => undefined);
    if (analysisKey) await blobs.delete(analysisKey).catch(() => undefined);
    await release().catch(() => undefined);
    throw error;
  }
}
