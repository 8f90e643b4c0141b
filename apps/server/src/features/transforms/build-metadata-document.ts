import { defaultImageIndex, type TransformMetadataDocument } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import { resultBlobKey } from '../../ports/blob-key.ts';
import { DOWNLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import { JOB_CRASHED_REASON, type JobRecord } from '../../ports/job-queue.ts';
import type { Ports } from '../../ports.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { describeFailure } from './describe-failure.ts';
import { parseTransformResult } from './transform-job.ts';

/**
 * The document at metadata_url for an ended job: success with every after image
 * (freshly signed read URLs, implant size per image and, top level, the default
 * image's), or the reason in the requester's language.
 */
export async function buildMetadataDocument(
  deps: Pick<Ports, 'blobs'>,
  job: JobRecord,
  requester: SigningClinic & { readonly lang: Language },
): Promise<TransformMetadataDocument> {
  if (job.status !== 'done') {
    return {
      status: {
        success: false,
        reason: describeFailure(job.reason ?? JOB_CRASHED_REASON, requester.lang),
      },
      implant_size_in_cc: null,
      images: [],
    };
  }
  const result = parseTransformResult(job.result);
  const images = await Promise.all(
    result.images.map(async (image, i) => ({
      url: await deps.blobs.signedUrl('get', resultBlobKey(job.clinicId, job.id, i), {
        clinicId: requester.clinicId,
        keyEpoch: requester.keyEpoch,
        ttlMs: DOWNLOAD_URL_TTL_MS,
      }),
      level: image.level,
      implant_size_in_cc: image.implant_size_in_cc,
    })),
  );
  return {
    status: { success: true, reason: null },
    implant_size_in_cc: images[defaultImageIndex(images.length)]?.implant_size_in_cc ?? null,
    images,
    ...(result.region ? { region: result.region } : {}),
  };
}
