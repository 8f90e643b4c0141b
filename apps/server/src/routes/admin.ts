import {
  AdminAnalyticsQuery,
  AdminAnalyticsResponse,
  AdminLead,
  AdminLeadDeleted,
  AdminLeadExport,
  AdminLeadParams,
  AdminLeadsQuery,
  AdminLeadsResponse,
  ApiErrorBody,
  ROUTES,
  WebhookDeliveriesResponse,
  WebhookDeliveryParams,
  WebhookQueued,
} from '@afterlook/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VerifiedAdmin } from '../admin/verify-admin-key.ts';
import { readClinicAnalytics } from '../analytics/read-clinic-analytics.ts';
import { DOWNLOAD_URL_TTL_MS } from '../blobs/blob-store.ts';
import { getLead } from '../leads/get-lead.ts';
import { listLeads } from '../leads/list-leads.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { requireAdminKey } from '../plugins/require-admin-key.ts';
import { deleteLead } from '../retention/delete-lead.ts';
import { exportLead } from '../retention/export-lead.ts';
import { listWebhookDeliveries } from '../webhooks/list-webhook-deliveries.ts';
import { queueWebhook, redeliverWebhook } from '../webhooks/queue-webhook.ts';

const adminOf = (request: FastifyRequest): VerifiedAdmin => {
  const admin = request.admin;
  if (!admin) throw new Error('requireAdminKey did not run');
  return admin;
};

/**
 * The clinic's own reading (`Authorization: Bearer <admin key>`): its leads with their
 * messages and signed picture addresses (1 h), and its analytics. Another clinic's
 * lead answers 404, like a missing one. Answers are never cached.
 */
export function registerAdminRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.ports;
  // Per admin key (verified first): plenty for a dashboard, little for a scraper.
  const ADMIN_RATE_LIMIT = routeLimit(app, 'adminCalls', 'admin');

  typed.get(
    ROUTES.adminLeads.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "The clinic's leads, newest first (?limit ≤ 200, ?cursor for the next page)",
        security: [{ adminKey: [] }],
        querystring: AdminLeadsQuery,
        response: {
          200: AdminLeadsResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const page = await listLeads(deps(), adminOf(request), request.query);
      if (!page.ok) return reply.code(400).send({ error: page.error, message: page.message });
      reply.header('cache-control', 'no-store');
      return page.value;
    },
  );

  typed.get(
    ROUTES.adminLead.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'One lead of the clinic with its messages and pictures',
        security: [{ adminKey: [] }],
        params: AdminLeadParams,
        response: {
          200: AdminLead,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const lead = await getLead(deps(), adminOf(request), request.params.patient_uuid);
      if (!lead.ok) return reply.code(404).send({ error: lead.error, message: lead.message });
      reply.header('cache-control', 'no-store');
      return lead.value;
    },
  );

  typed.get(
    ROUTES.adminLeadExport.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "A patient's access request: the lead and every photo of that visit",
        security: [{ adminKey: [] }],
        params: AdminLeadParams,
        response: {
          200: AdminLeadExport,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const exported = await exportLead(deps(), request.params.patient_uuid, admin.clinicId);
      if (!exported.ok) {
        return reply.code(404).send({ error: exported.error, message: exported.message });
      }
      const { lead, photos } = exported.value;
      const grant = {
        clinicId: admin.clinicId,
        keyEpoch: admin.keyEpoch,
        ttlMs: DOWNLOAD_URL_TTL_MS,
      };
      reply.header('cache-control', 'no-store');
      return {
        exported_at: app.clock().toISOString(),
        lead,
        photos: photos.map(({ blob_key, ...photo }) => ({
          ...photo,
          url: deps().blobs.signedUrl('get', blob_key, grant),
        })),
      };
    },
  );

  typed.delete(
    ROUTES.adminLeadDelete.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "A patient's erasure request: the lead, its messages and photos, for good",
        security: [{ adminKey: [] }],
        params: AdminLeadParams,
        response: {
          200: AdminLeadDeleted,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const deleted = await deleteLead(
        deps(),
        request.params.patient_uuid,
        adminOf(request).clinicId,
      );
      if (!deleted.ok) {
        return reply.code(404).send({ error: deleted.error, message: deleted.message });
      }
      request.log.info({ leadDeleted: deleted.value }, 'lead deleted on request');
      return deleted.value;
    },
  );

  typed.get(
    ROUTES.adminWebhookDeliveries.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "The clinic's latest webhook deliveries, each with every try and its answer",
        security: [{ adminKey: [] }],
        response: { 200: WebhookDeliveriesResponse, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { deliveries: await listWebhookDeliveries(app.db, adminOf(request).clinicId) };
    },
  );

  typed.post(
    ROUTES.adminWebhookRedeliver.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Send a delivery of the clinic again (a new round of tries)',
        security: [{ adminKey: [] }],
        params: WebhookDeliveryParams,
        response: {
          202: WebhookQueued,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { delivery_id: id } = request.params;
      if (!(await redeliverWebhook(deps(), adminOf(request).clinicId, id))) {
        return reply.code(404).send({ error: 'delivery_not_found', message: 'No such delivery' });
      }
      return reply.code(202).send({ id });
    },
  );

  typed.post(
    ROUTES.adminWebhookTest.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "Send a signed test delivery to the clinic's webhook",
        security: [{ adminKey: [] }],
        response: { 202: WebhookQueued, 401: ApiErrorBody, 409: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const id = await queueWebhook(deps(), adminOf(request).clinicId, 'webhook.test', null);
      if (!id) {
        return reply.code(409).send({
          error: 'no_webhook_url',
          message:
            'Set the clinic webhook URL first (npm run clinic -- update <clinic-id> --webhook-url https://...)',
        });
      }
      return reply.code(202).send({ id });
    },
  );

  typed.get(
    ROUTES.adminAnalytics.path,
    {
      preHandler: requireAdminKey,
      config: { rateLimit: ADMIN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "The clinic's analytics between two UTC days (?from=&to=, YYYY-MM-DD)",
        security: [{ adminKey: [] }],
        querystring: AdminAnalyticsQuery,
        response: {
          200: AdminAnalyticsResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const analytics = await readClinicAnalytics(
        app.ports,
        adminOf(request).clinicId,
        request.query,
      );
      if (!analytics.ok) {
        return reply.code(400).send({ error: analytics.error, message: analytics.message });
      }
      reply.header('cache-control', 'no-store');
      return analytics.value;
    },
  );
}
