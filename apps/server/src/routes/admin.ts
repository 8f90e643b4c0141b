import {
  AdminAnalyticsQuery,
  AdminAnalyticsResponse,
  AdminLead,
  AdminLeadParams,
  AdminLeadsQuery,
  AdminLeadsResponse,
  ApiErrorBody,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readClinicAnalytics } from '../analytics/read-clinic-analytics.ts';
import { getLead } from '../leads/get-lead.ts';
import { listLeads } from '../leads/list-leads.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { requireAdminKey } from '../plugins/require-admin-key.ts';

const clinicOf = (request: FastifyRequest): string => {
  const admin = request.admin;
  if (!admin) throw new Error('requireAdminKey did not run');
  return admin.clinicId;
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
      const page = await listLeads(deps(), clinicOf(request), request.query);
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
      const lead = await getLead(deps(), clinicOf(request), request.params.patient_uuid);
      if (!lead.ok) return reply.code(404).send({ error: lead.error, message: lead.message });
      reply.header('cache-control', 'no-store');
      return lead.value;
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
        app.db,
        app.clock,
        clinicOf(request),
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
