import { fail, ok, type Result } from '../../lib/result.ts';
import { isBlobKey } from '../../ports/blob-key.ts';
import type { BlobUrlError, ResolvedBlobUrl } from '../../ports/blob-store.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';

/**
 * Checks that `url` is one of our signed read URLs (the object key follows `keyPrefix`
 * in its path, our grant is in its query), issued to this clinic. Both stores' URLs
 * carry the same grant: fs serves them itself, S3 signs them once more for the bucket.
 * Another clinic's URL is `not_our_url`, whether or not it has expired.
 */
export function resolveBlobUrl(
  signer: UrlSigner,
  keyPrefix: string,
  url: string,
  clinicId: string,
): Result<ResolvedBlobUrl, BlobUrlError> {
  const notOurs = fail('not_our_url', 'Not an image address of this server');
  let parsed: URL;
  try {
    // Only the path and query matter: we never fetch the URL, whatever its host.
    parsed = new URL(url, 'http://afterlook.invalid');
  } catch {
    return notOurs;
  }
  if (!parsed.pathname.startsWith(keyPrefix)) return notOurs;
  const key = parsed.pathname.slice(keyPrefix.length);
  if (!isBlobKey(key) || parsed.searchParams.get('c') !== clinicId) return notOurs;
  const verified = signer.verify('get', key, Object.fromEntries(parsed.searchParams));
  if (!verified.ok) return verified;
  if (verified.value.clinicId !== clinicId) return notOurs;
  return ok({ key, clinicId, keyEpoch: verified.value.keyEpoch });
}
