import {
  FORM_CONFIG_BODY_MAX_BYTES,
  FormConfigBody,
  FormConfigParams,
  FormConfigsResponse,
  ROUTES,
  StoredFormConfig,
} from '@afterlook/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { deleteFormConfig } from '../../features/form-configs/delete-form-config.ts';
import { listFormConfigs } from '../../features/form-configs/list-form-configs.ts';
import { readFormConfig } from '../../features/form-configs/read-form-config.ts';
import {
  SAVE_FORM_CONFIG_ERROR_KINDS,
  saveFormConfig,
} from '../../features/form-configs/save-form-config.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError, replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/** How long browsers and caches may keep a served config: an edit shows within a minute. */
const SERVED_MAX_AGE_S = 60;

/**
 * Form configs the clinic keeps with us: owners save them from the dashboard (checked
 * as the widget reads them), and the widget reads each at its stable public address.
 */
export function registerFormConfigRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ADMIN_RATE_LIMIT = routeLimit(app, 'adminCalls', 'admin');
  // A config is a few short texts; a larger body is refused (413) before it is parsed.
  const bodyLimit = FORM_CONFIG_BODY_MAX_BYTES;
  const baseUrl = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const changeErrors = errorAnswers(400, 401, 403, 404, 429);

  typed.get(
    ROUTES.adminFormConfigs.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's form configs, each with the configUrl to give the snippet",
      response: { 200: FormConfigsResponse, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        configs: await listFormConfigs(app.db, callerOf(request).clinicId, baseUrl(request)),
      };
    },
  );

  typed.post(
    ROUTES.adminFormConfigCreate.path,
    {
      ...clinicRoute(
        ADMIN_RATE_LIMIT,
        {
          summary: 'Save a new form config (owners); 400 says what the widget would reject',
          body: FormConfigBody,
          response: { 201: StoredFormConfig, ...changeErrors, ...errorAnswers(413) },
        },
        [requireClinicCaller, requireOwner],
      ),
      bodyLimit,
    },
    async (request, reply) => {
      const saved = await saveFormConfig(app.db, callerOf(request).clinicId, request.body, {
        now: app.clock(),
        baseUrl: baseUrl(request),
      });
      if (!saved.ok) return replyWithError(reply, saved, SAVE_FORM_CONFIG_ERROR_KINDS);
      return reply.code(201).send(saved.value);
    },
  );

  typed.put(
    ROUTES.adminFormConfigUpdate.path,
    {
      ...clinicRoute(
        ADMIN_RATE_LIMIT,
        {
          summary: 'Replace a form config (owners); its address stays the same',
          params: FormConfigParams,
          body: FormConfigBody,
          response: { 200: StoredFormConfig, ...changeErrors, ...errorAnswers(413) },
        },
        [requireClinicCaller, requireOwner],
      ),
      bodyLimit,
    },
    async (request, reply) => {
      const saved = await saveFormConfig(
        app.db,
        callerOf(request).clinicId,
        { id: request.params.config_id, ...request.body },
        { now: app.clock(), baseUrl: baseUrl(request) },
      );
      if (!saved.ok) return replyWithError(reply, saved, SAVE_FORM_CONFIG_ERROR_KINDS);
      return saved.value;
    },
  );

  typed.delete(
    ROUTES.adminFormConfigDelete.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary: 'Delete a form config (owners); its address then answers 404',
        params: FormConfigParams,
        response: { 200: z.object({ id: z.string() }), ...changeErrors },
      },
      [requireClinicCaller, requireOwner],
    ),
    async (request, reply) => {
      const id = request.params.config_id;
      if (!(await deleteFormConfig(app.db, callerOf(request).clinicId, id))) {
        return replyWithKind(reply, 'not_found', {
          error: 'form_config_not_found',
          message: 'No such form config',
        });
      }
      return { id };
    },
  );

  typed.get(
    ROUTES.formConfig.path,
    {
      config: { rateLimit: routeLimit(app, 'formConfigReads', 'address') },
      schema: {
        tags: ['forms'],
        summary: "A clinic's form config, as the widget reads it from its configUrl (public)",
        params: FormConfigParams,
        response: { 200: z.record(z.string(), z.unknown()), ...errorAnswers(404, 429) },
      },
    },
    async (request, reply) => {
      const document = await readFormConfig(app.db, request.params.config_id);
      if (!document) {
        return replyWithKind(reply, 'not_found', {
          error: 'form_config_not_found',
          message: 'No such form config',
        });
      }
      reply.header('cache-control', `public, max-age=${SERVED_MAX_AGE_S}`);
      return document;
    },
  );
}
