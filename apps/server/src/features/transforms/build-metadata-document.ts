import { defaultImageIndex, type TransformMetadataDocument } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import { DOWNLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import { JOB_CRASHED_REASON, type JobRecord } from '../../ports/job-queue.ts';
import type { Ports } from '../../ports.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { describeFailure } from './describe-failure.ts';
import { findTransformOutcome } from './transform-outcome.ts';

/** An after image whose level no record kept (a done job the levels' migration could not read). */
const UNKNOWN_LEVEL = { level: 1, implant_size_in_cc: null } as const;

/**
 * The document at metadata_url for an ended job: success with every after image
 * (freshly signed read URLs, implant size per image and, top level, the default
 * image's), or the reason in the requester's language. The job queue says whether it
 * ended and why it failed; the images, levels and region are the transform's record.
 */
export async function buildMetadataDocument(
  deps: Pick<Ports, 'blobs' | 'db'>,
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
  const outcome = await findTransformOutcome(deps, job.id);
  const images = await Promise.all(
    outcome.imageKeys.map(async (key, i) => {
      const { level, implant_size_in_cc } = outcome.levels[i] ?? UNKNOWN_LEVEL;
      return {
        url: await deps.blobs.signedUrl('get', key, {
          clinicId: requester.clinicId,
          keyEpoch: requester.keyEpoch,
          ttlMs: DOWNLOAD_URL_TTL_MS,
        }),
        level,
        implant_size_in_cc,
      };
    }),
  );
  return {
    status: { success: true, reason: null },
    implant_size_in_cc: images[defaultImageIndex(images.length)]?.implant_size_in_cc ?? null,
    images,
    ...(outcome.region ? { region: outcome.region } : {}),
  };
}
