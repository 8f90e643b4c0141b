import { ApiErrorBody, AuditQuery, AuditResponse, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from '../../features/audit/list-audit.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';

/** GET /api/v1/admin/audit: the caller's clinic's audit trail, newest first (owners). */
export function registerAdminAuditRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.adminAudit.path,
    {
      preHandler: [requireClinicCaller, requireOwner],
      config: { rateLimit: routeLimit(app, 'adminCalls', 'admin') },
      schema: {
        tags: ['admin'],
        summary:
          "The clinic's audit trail (owners): who exported, deleted or changed what, when and from which network, newest first (?limit ≤ 200, ?cursor)",
        security: [{ adminKey: [] }, { staffSession: [] }],
        querystring: AuditQuery,
        response: {
          200: AuditResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const page = await listAudit(app.db, callerOf(request).clinicId, request.query);
      if (!page.ok) return replyWithKind(reply, 'invalid', page);
      reply.header('cache-control', 'no-store');
      return page.value;
    },
  );
}
