import {
  ApiErrorBody,
  BatchTransformRequest,
  BatchTransformResponse,
  FormSourceQuery,
  ROUTES,
  TransformMetadataDocument,
  TransformMetadataQuery,
  TransformRequest,
  TransformResponse,
} from '@afterlook/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchExists } from '../../features/images/batch-exists.ts';
import { verifySignedUrl } from '../../features/signing/verify-signed-url.ts';
import { buildMetadataDocument } from '../../features/transforms/build-metadata-document.ts';
import {
  enqueueTransform,
  prepareTransform,
  type Requester,
} from '../../features/transforms/start-transform.ts';
import { TRANSFORM_ERROR_KINDS } from '../../features/transforms/transform-error-kinds.ts';
import type { TransformJobInput } from '../../features/transforms/transform-job.ts';
import { isEnded } from '../../ports/job-queue.ts';
import { SignedQuery } from '../../ports/signed-query.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { checkDailyQuota, refuseOverQuota } from '../limits/check-daily-quota.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError, replyWithKind } from '../reply-with-error.ts';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  422: ApiErrorBody,
  429: ApiErrorBody,
};

const MetadataParams = z.object({ jobId: z.uuid() });
const MetadataQuery = z.object({ ...TransformMetadataQuery.shape, ...SignedQuery.shape });

/**
 * Transforms: POST /clinics/v1/forms/transforms(?source=form) and its batch form queue
 * one durable job per (image, procedure, view) and answer signed addresses at once;
 * GET <metadata_url> answers 404 until the job ends (the widget polls every 500 ms,
 * or holds the request with ?wait=ms), then the outcome.
 */
export function registerTransformRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { ports } = app;
  const requesterOf = (request: FastifyRequest): Requester => {
    const { clinicId, keyEpoch, lang, sessionId } = sessionOf(request);
    return { clinicId, keyEpoch, lang, sessionId };
  };
  /** Transforms of uploads count against the clinic's daily quota (sample models are shared). */
  const overQuota = (requester: Requester, inputs: readonly TransformJobInput[]) =>
    checkDailyQuota(
      app,
      requester.clinicId,
      'transforms',
      inputs.filter((input) => input.source.kind === 'image').length,
      requester.lang,
    );

  typed.post(
    ROUTES.transforms.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'mediaCalls', 'session') },
      schema: {
        tags: ['transforms'],
        summary: 'Simulate a procedure on an uploaded photo or a sample model',
        security: [{ session: [] }],
        querystring: FormSourceQuery,
        body: TransformRequest,
        response: { 200: TransformResponse, ...errors },
      },
    },
    async (request, reply) => {
      const requester = requesterOf(request);
      const prepared = await prepareTransform(ports, requester, request.body);
      if (!prepared.ok) return replyWithError(reply, prepared, TRANSFORM_ERROR_KINDS);
      const over = await overQuota(requester, [prepared.value]);
      if (over) return refuseOverQuota(reply, over);
      const started = await enqueueTransform(ports, requester, prepared.value);
      return {
        metadata_url: started.metadataUrl,
        download_urls: started.downloadUrls,
        ...(started.metadata ? { metadata: started.metadata } : {}),
      };
    },
  );

  typed.post(
    ROUTES.transformsBatch.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'mediaCalls', 'session') },
      schema: {
        tags: ['transforms'],
        summary: 'Simulate procedures on the photos of an upload batch',
        security: [{ session: [] }],
        querystring: FormSourceQuery,
        body: BatchTransformRequest,
        response: { 200: BatchTransformResponse, ...errors },
      },
    },
    async (request, reply) => {
      const requester = requesterOf(request);
      if (!(await batchExists(app.db, requester, request.body.batch_id))) {
        return replyWithKind(reply, 'not_found', {
          error: 'batch_not_found',
          message: 'No such batch',
        });
      }
      // Every entry is checked before any job is queued: a refused batch queues nothing.
      const prepared = [];
      for (const entry of request.body.request) {
        const checked = await prepareTransform(ports, requester, entry);
        if (!checked.ok) return replyWithError(reply, checked, TRANSFORM_ERROR_KINDS);
        prepared.push({ entry, input: checked.value });
      }
      const over = await overQuota(
        requester,
        prepared.map(({ input }) => input),
      );
      if (over) return refuseOverQuota(reply, over);
      const response = [];
      for (const { entry, input } of prepared) {
        const started = await enqueueTransform(ports, requester, input);
        response.push({
          metadata_url: started.metadataUrl,
          presigned_urls: started.downloadUrls,
          image_data: entry,
          ...(started.metadata ? { metadata: started.metadata } : {}),
        });
      }
      return { batch_id: request.body.batch_id, response };
    },
  );

  typed.get(
    ROUTES.transformMetadata.path,
    {
      schema: {
        tags: ['transforms'],
        summary: 'The outcome of a transform (signed URL; 404 until ready; ?wait=ms ≤ 10000)',
        params: MetadataParams,
        querystring: MetadataQuery,
        response: {
          200: TransformMetadataDocument,
          400: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      const grant = await verifySignedUrl(ports, 'meta', jobId, request.query);
      if (!grant.ok) {
        return replyWithKind(reply, 'forbidden', grant);
      }
      const { clinicId, keyEpoch, lang } = grant.value;
      const requester = { clinicId, keyEpoch, lang };
      const visible = (job: { clinicId: string | null } | null) =>
        job !== null && (job.clinicId === null || job.clinicId === requester.clinicId);
      let job = await ports.jobs.get(jobId);
      if (!job || !visible(job)) {
        return replyWithKind(reply, 'not_found', {
          error: 'not_found',
          message: 'No such transform',
        });
      }
      const wait = request.query.wait ?? 0;
      if (!isEnded(job) && wait > 0) {
        // Stop waiting when the client goes away (the response closes unanswered).
        const abort = new AbortController();
        const onClose = () => abort.abort();
        reply.raw.once('close', onClose);
        job = (await ports.jobs.waitFor(jobId, wait, abort.signal)) ?? job;
        reply.raw.off('close', onClose);
      }
      reply.header('cache-control', 'no-store');
      if (!isEnded(job)) {
        // Not ready is not found yet: the widget polls on 404 (docs/product/api.md).
        return replyWithKind(reply.header('retry-after', '1'), 'not_found', {
          error: 'not_ready',
          message: 'The simulation is still running',
        });
      }
      return buildMetadataDocument(ports, job, requester);
    },
  );
}
