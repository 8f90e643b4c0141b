import {
  ApiErrorBody,
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

/** How long browsers and caches may keep a served config: an edit shows within a minute. */
const SERVED_MAX_AGE_S = 60;

/**
 * Form configs the clinic keeps with us: owners save them from the dashboard (checked
 * as the widget reads them), and the widget reads each at its stable public address.
 */
export function registerFormConfigRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: routeLimit(app, 'adminCalls', 'admin') };
  // A config is a few short texts; a larger body is refused (413) before it is parsed.
  const bodyLimit = FORM_CONFIG_BODY_MAX_BYTES;
  const security: { [scheme: string]: string[] }[] = [{ adminKey: [] }, { staffSession: [] }];
  const baseUrl = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const changeErrors = {
    400: ApiErrorBody,
    401: ApiErrorBody,
    403: ApiErrorBody,
    404: ApiErrorBody,
    429: ApiErrorBody,
  };

  typed.get(
    ROUTES.adminFormConfigs.path,
    {
      preHandler: requireClinicCaller,
      config: limit,
      schema: {
        tags: ['admin'],
        summary: "The clinic's form configs, each with the configUrl to give the snippet",
        security,
        response: { 200: FormConfigsResponse, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
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
      preHandler: [requireClinicCaller, requireOwner],
      config: limit,
      bodyLimit,
      schema: {
        tags: ['admin'],
        summary: 'Save a new form config (owners); 400 says what the widget would reject',
        security,
        body: FormConfigBody,
        response: { 201: StoredFormConfig, ...changeErrors, 413: ApiErrorBody },
      },
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
      preHandler: [requireClinicCaller, requireOwner],
      config: limit,
      bodyLimit,
      schema: {
        tags: ['admin'],
        summary: 'Replace a form config (owners); its address stays the same',
        security,
        params: FormConfigParams,
        body: FormConfigBody,
        response: { 200: StoredFormConfig, ...changeErrors, 413: ApiErrorBody },
      },
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
    {
      preHandler: [requireClinicCaller, requireOwner],
      config: limit,
      schema: {
        tags: ['admin'],
        summary: 'Delete a form config (owners); its address then answers 404',
        security,
        params: FormConfigParams,
        response: { 200: z.object({ id: z.string() }), ...changeErrors },
      },
    },
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
        response: { 200: z.record(z.string(), z.unknown()), 404: ApiErrorBody, 429: ApiErrorBody },
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
