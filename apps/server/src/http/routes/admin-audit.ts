import { AuditQuery, AuditResponse, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from '../../features/audit/list-audit.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/** GET /api/v1/admin/audit: the caller's clinic's audit trail, newest first (owners). */
export function registerAdminAuditRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.adminAudit.path,
    clinicRoute(
      routeLimit(app, 'adminCalls', 'admin'),
      {
        summary:
          "The clinic's audit trail (owners): who exported, deleted or changed what, when and from which network, newest first (?limit ≤ 200, ?cursor)",
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errorAnswers(400, 401, 403, 429) },
      },
      [requireClinicCaller, requireOwner],
    ),
    async (request, reply) => {
      const page = await listAudit(app.db, callerOf(request).clinicId, request.query);
      if (!page.ok) return replyWithKind(reply, 'invalid', page);
      reply.header('cache-control', 'no-store');
      return page.value;
    },
  );
}
