import {
  ClinicSampleModel,
  ClinicSampleModelParams,
  ClinicSampleModelsResponse,
  ClinicSampleModelUploadQuery,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ADD_SAMPLE_MODEL_ERROR_KINDS,
  addClinicSampleModel,
} from '../../features/clinic-sample-models/add-clinic-sample-model.ts';
import { deleteClinicSampleModel } from '../../features/clinic-sample-models/delete-clinic-sample-model.ts';
import { listClinicSampleModels } from '../../features/clinic-sample-models/list-clinic-sample-models.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError, replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * The clinic's own sample models: everyone signed in lists them; owners add a photo for
 * a procedure (the photo is the request body) and delete one.
 */
export async function registerClinicSampleModelRoutes(app: FastifyInstance): Promise<void> {
  const ADMIN_RATE_LIMIT = routeLimit(app, 'adminCalls', 'admin');
  const errors = errorAnswers(400, 401, 403, 404, 409, 413, 415, 422, 429);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ROUTES.adminSampleModels.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's own sample models, each procedure's oldest first",
      response: { 200: ClinicSampleModelsResponse, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { models: await listClinicSampleModels(app.ports, callerOf(request).clinicId) };
    },
  );

  await app.register(async (scope) => {
    // The photo streams to storage (≤ 15 MB, counted there), never buffered whole.
    for (const type of ['image/png', 'image/jpeg']) {
      scope.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      ROUTES.adminSampleModelUpload.path,
      clinicRoute(
        ADMIN_RATE_LIMIT,
        {
          summary:
            'Add a photo (PNG or JPEG body) as one of your sample models for a procedure (owners)',
          querystring: ClinicSampleModelUploadQuery,
          response: { 201: ClinicSampleModel, ...errors },
        },
        [requireClinicCaller, requireOwner],
      ),
      async (request, reply) => {
        if (request.body === undefined) {
          return replyWithKind(reply, 'invalid', {
            error: 'no_photo',
            message: 'Send the photo as image/png or image/jpeg',
          });
        }
        const added = await addClinicSampleModel(
          app.ports,
          callerOf(request).clinicId,
          request.query.procedure,
          request.raw,
        );
        if (!added.ok) {
          if (!request.raw.readableEnded) {
            request.raw.resume();
            reply.header('connection', 'close');
          }
          return replyWithError(reply, added, ADD_SAMPLE_MODEL_ERROR_KINDS);
        }
        return reply.code(201).send(added.value);
      },
    );
  });

  typed.delete(
    ROUTES.adminSampleModelDelete.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary: 'Delete one of your sample models with the results made from it (owners)',
        params: ClinicSampleModelParams,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
      [requireClinicCaller, requireOwner],
    ),
    async (request, reply) => {
      const deleted = await deleteClinicSampleModel(
        app.ports,
        callerOf(request).clinicId,
        request.params.model_id,
      );
      if (!deleted) {
        return replyWithKind(reply, 'not_found', {
          error: 'model_not_found',
          message: 'No such sample model',
        });
      }
      return { id: request.params.model_id };
    },
  );
}
