import { type TransformMetadata, type TransformRequest, toTransformMetadata } from '@afterlook/api';
import {
  interpolate,
  isAiSupported,
  type Language,
  MESSAGES,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import { resultBlobKey } from '../../ports/blob-key.ts';
import { DOWNLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import { isEnded } from '../../ports/job-queue.ts';
import type { Ports } from '../../ports.ts';
import { acceptAndResolveImageUrl } from '../images/accept-stored-upload.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { buildMetadataDocument } from './build-metadata-document.ts';
import { recordTransform } from './record-transform.ts';
import type { ImageUrlError } from './resolve-image-url.ts';
import { signMetadataUrl } from './sign-metadata-url.ts';
import {
  TRANSFORM_JOB_KIND,
  type TransformJobInput,
  transformIdempotencyKey,
} from './transform-job.ts';
import { findTransformOutcome } from './transform-outcome.ts';

export type TransformError = 'not_supported_by_ai' | 'one_procedure_at_a_time' | ImageUrlError;

export interface Requester extends SigningClinic {
  readonly lang: Language;
  /** The patient's session: only its own uploads may be transformed. */
  readonly sessionId?: string;
}

export interface StartedTransform {
  readonly jobId: string;
  readonly created: boolean;
  readonly metadataUrl: string;
  readonly downloadUrls: string[];
  /** Known at once when the same transform already ran (sample models, repeats). */
  readonly metadata?: TransformMetadata;
}

/**
 * Checks a transform request without changing anything: one AI-supported procedure
 * and an image_url that is ours, this clinic's and uploaded.
 */
export async function prepareTransform(
  deps: Ports,
  requester: Requester,
  request: TransformRequest,
): Promise<Result<TransformJobInput, TransformError>> {
  const procedures = [...new Set(request.procedure_types)];
  const unsupported = procedures.find((p) => !isAiSupported(p));
  if (unsupported) {
    return fail(
      'not_supported_by_ai',
      interpolate(MESSAGES[requester.lang].errors.notSupportedByAi, {
        procedure: procedureDisplayName(unsupported, requester.lang),
      }),
    );
  }
  if (procedures.length !== 1) {
    return fail('one_procedure_at_a_time', 'Send exactly one procedure per transform');
  }
  const { clinicId, sessionId } = requester;
  const source = await acceptAndResolveImageUrl(deps, clinicId, request.image_url, sessionId);
  if (!source.ok) return source;
  return ok({
    source: source.value,
    procedure: procedures[0] as Procedure,
    view: request.procedure_view,
  });
}

/** Queues the job of a prepared transform (or finds the same one) and signs its addresses. */
export async function enqueueTransform(
  deps: Ports,
  requester: Requester,
  input: TransformJobInput,
): Promise<StartedTransform> {
  const owner = input.source.kind === 'image' ? requester.clinicId : null;
  const { job, created } = await deps.jobs.enqueue({
    idempotencyKey: transformIdempotencyKey(input),
    kind: TRANSFORM_JOB_KIND,
    clinicId: owner,
    input,
  });
  await recordTransform(deps.db, { jobId: job.id, clinicId: owner, input, at: deps.clock() });
  const count =
    job.status === 'done'
      ? (await findTransformOutcome(deps, job.id)).imageKeys.length
      : await deps.seriesLength(input.procedure);
  const downloadUrls = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      deps.blobs.signedUrl('get', resultBlobKey(owner, job.id, i), {
        clinicId: requester.clinicId,
        keyEpoch: requester.keyEpoch,
        ttlMs: DOWNLOAD_URL_TTL_MS,
      }),
    ),
  );
  const metadataUrl = signMetadataUrl(deps.signer, job.id, requester);
  if (!isEnded(job)) return { jobId: job.id, created, metadataUrl, downloadUrls };
  const document = await buildMetadataDocument(deps, job, requester);
  return {
    jobId: job.id,
    created,
    metadataUrl,
    downloadUrls,
    metadata: toTransformMetadata(document),
  };
}
