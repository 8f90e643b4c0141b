import { AdminLead, AdminLeadAssigneeBody, AdminLeadParams, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignLead } from '../../features/leads/assign-lead.ts';
import { getLead } from '../../features/leads/get-lead.ts';
import { auditCall } from '../audit/audit-call.ts';
import { callerOf } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * PUT /api/v1/admin/leads/:patient_uuid/assignee: gives a lead of the caller's clinic to
 * an active member of the same clinic, or to nobody (owners, staff and admin keys). A
 * lead or member of another clinic answers 404 like a missing one; each change is in
 * the clinic's audit trail.
 */
export function registerAdminLeadAssigneeRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    ROUTES.adminLeadAssignee.path,
    clinicRoute(routeLimit(app, 'adminCalls', 'admin'), {
      summary: 'Give a lead to a member of the clinic, or to nobody (staff_id null)',
      params: AdminLeadParams,
      body: AdminLeadAssigneeBody,
      response: { 200: AdminLead, ...errorAnswers(400, 401, 403, 404, 429) },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { patient_uuid: uuid } = request.params;
      const assigned = await assignLead(app.db, caller.clinicId, uuid, request.body.staff_id);
      if (!assigned.ok) {
        return replyWithKind(reply, 'not_found', assigned);
      }
      if (assigned.value.changed) {
        const to = assigned.value.assignee;
        await auditCall(request, 'lead.assign', {
          target: { kind: 'lead', id: uuid },
          // No member named: the lead was taken back from whoever had it.
          detail: to ? { to_staff_id: to.staff_id, to_email: to.email } : {},
        });
      }
      const lead = await getLead(app.ports, caller, uuid);
      if (!lead.ok) return replyWithKind(reply, 'not_found', lead);
      reply.header('cache-control', 'no-store');
      return lead.value;
    },
  );
}
