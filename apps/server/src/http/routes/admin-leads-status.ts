import { AdminLeadsStatusBody, AdminLeadsStatusResponse, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkChangeLeadStatus } from '../../features/leads/bulk-change-lead-status.ts';
import { auditCall } from '../audit/audit-call.ts';
import { callerOf } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * POST /api/v1/admin/leads/status: the list's selection (up to LEADS_BULK_MAX leads) moved
 * to one status at once, all of the caller's clinic or none (404, nothing changed). Each
 * lead that moved is audited and tells the webhook, as the single change does.
 */
export function registerAdminLeadsStatusRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    ROUTES.adminLeadsStatus.path,
    clinicRoute(routeLimit(app, 'adminCalls', 'admin'), {
      summary:
        'Move several leads to one status at once (all of the clinic, or none); the webhook hears of each',
      body: AdminLeadsStatusBody,
      response: { 200: AdminLeadsStatusResponse, ...errorAnswers(400, 401, 403, 404, 429) },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { patient_uuids: uuids, status } = request.body;
      const moved = await bulkChangeLeadStatus(
        app.ports,
        caller.clinicId,
        uuids,
        status,
        caller.actor,
      );
      if (!moved.ok) return replyWithKind(reply, 'not_found', moved);
      for (const uuid of moved.value.changed) {
        await auditCall(request, 'lead.status_change', {
          target: { kind: 'lead', id: uuid },
          detail: { to: status, bulk: true },
        });
      }
      reply.header('cache-control', 'no-store');
      return moved.value;
    },
  );
}
