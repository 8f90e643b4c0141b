import { type BlobGrant, type BlobStore, DOWNLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import type { SigningClinic } from './key-epoch.ts';

/**
 * The grant of read URLs for the clinic's pictures: an hour at most, no longer than the
 * store lets such URLs live. A staff member's URLs name their session, so they end with
 * it (a store the browser reads directly, S3, keeps them to a few minutes instead).
 */
export function readGrant(
  signing: SigningClinic,
  blobs: Pick<BlobStore, 'maxUrlTtlMs' | 'maxStaffUrlTtlMs'>,
): BlobGrant {
  const { clinicId, keyEpoch, staffSessionId } = signing;
  if (staffSessionId === undefined) {
    return { clinicId, keyEpoch, ttlMs: Math.min(DOWNLOAD_URL_TTL_MS, blobs.maxUrlTtlMs) };
  }
  const ttlMs = Math.min(DOWNLOAD_URL_TTL_MS, blobs.maxStaffUrlTtlMs);
  return { clinicId, keyEpoch, staffSessionId, ttlMs };
}
