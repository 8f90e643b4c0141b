import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ROUTES, SampleModelsQuery, SampleModelsResponse } from '@afterlook/api';
import { isAiSupported, SAMPLE_MODELS_PER_PROCEDURE } from '@afterlook/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listClinicSampleModels } from '../../features/clinic-sample-models/list-clinic-sample-models.ts';
import { SAMPLE_MODEL_ROUTE_PREFIX } from '../../ports/sample-models.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * The model picker: GET /api/v1/sample-models?procedure=X lists three models per
 * AI-supported procedure, the clinic's own first; GET /sample-models/v1/<id>.png serves their pictures (our own
 * renders, not patient data, so no signature is needed).
 */
export function registerSampleModelRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { samples } = app.ports;

  typed.get(
    ROUTES.sampleModels.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'sessionCalls', 'session') },
      schema: {
        tags: ['images'],
        summary: 'Sample models for a procedure (their image_url can be transformed)',
        security: [{ session: [] }],
        querystring: SampleModelsQuery,
        response: { 200: SampleModelsResponse, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const { procedure } = request.query;
      // The clinic's own models take the first of the picker's places.
      const own = isAiSupported(procedure)
        ? await listClinicSampleModels(app.ports, sessionOf(request).clinicId, procedure)
        : [];
      // A clinic's own photo has no region until it is simulated; ours carry the manifest's.
      const models = [
        ...own.map(({ id, image_url, view_type }) => ({ id, image_url, view_type })),
        ...(await samples.list(procedure)).map(({ region, ...model }) =>
          region ? { ...model, region } : model,
        ),
      ];
      return { models: models.slice(0, SAMPLE_MODELS_PER_PROCEDURE) };
    },
  );

  typed.get(
    `${SAMPLE_MODEL_ROUTE_PREFIX}:file`,
    {
      schema: {
        tags: ['images'],
        summary: "A sample model's picture",
        params: z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,80}\.png$/) }),
        // A PNG stream, or ApiErrorBody JSON for 404: no response schema.
      },
    },
    async (request, reply) => {
      const file = await samples.imageFile(request.params.file.slice(0, -'.png'.length));
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info) {
        return replyWithKind(reply, 'not_found', {
          error: 'not_found',
          message: 'No such sample model',
        });
      }
      return reply
        .header('content-type', 'image/png')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(file));
    },
  );
}
