import { pathTo, ROUTES } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import { DOWNLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';

/** The metadata document of a transform job. */
export const metadataPath = (jobId: string): string => pathTo(ROUTES.transformMetadata, { jobId });

/** Signed for the requesting clinic and its session's language, for an hour. */
export const signMetadataUrl = (
  signer: UrlSigner,
  jobId: string,
  requester: SigningClinic & { readonly lang: Language },
): string =>
  signer.sign(metadataPath(jobId), 'meta', jobId, {
    clinicId: requester.clinicId,
    keyEpoch: requester.keyEpoch,
    lang: requester.lang,
    ttlMs: DOWNLOAD_URL_TTL_MS,
  });
