import {
  ApiErrorBody,
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

/**
 * The clinic's own sample models: everyone signed in lists them; owners add a photo for
 * a procedure (the photo is the request body) and delete one.
 */
export async function registerClinicSampleModelRoutes(app: FastifyInstance): Promise<void> {
  const limit = { rateLimit: routeLimit(app, 'adminCalls', 'admin') };
  const security: { [scheme: string]: string[] }[] = [{ adminKey: [] }, { staffSession: [] }];
  const errors = {
    400: ApiErrorBody,
    401: ApiErrorBody,
    403: ApiErrorBody,
    404: ApiErrorBody,
    409: ApiErrorBody,
    413: ApiErrorBody,
    415: ApiErrorBody,
    422: ApiErrorBody,
    429: ApiErrorBody,
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ROUTES.adminSampleModels.path,
    {
      preHandler: requireClinicCaller,
      config: limit,
      schema: {
        tags: ['admin'],
        summary: "The clinic's own sample models, each procedure's oldest first",
        security,
        response: { 200: ClinicSampleModelsResponse, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
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
      {
        preHandler: [requireClinicCaller, requireOwner],
        config: limit,
        schema: {
          tags: ['admin'],
          summary:
            'Add a photo (PNG or JPEG body) as one of your sample models for a procedure (owners)',
          security,
          querystring: ClinicSampleModelUploadQuery,
          response: { 201: ClinicSampleModel, ...errors },
        },
      },
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
    {
      preHandler: [requireClinicCaller, requireOwner],
      config: limit,
      schema: {
        tags: ['admin'],
        summary: 'Delete one of your sample models with the results made from it (owners)',
        security,
        params: ClinicSampleModelParams,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
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
