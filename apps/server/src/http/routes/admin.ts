import { Readable } from 'node:stream';
import {
  AdminAnalyticsQuery,
  AdminAnalyticsResponse,
  AdminLead,
  AdminLeadDeleted,
  AdminLeadExport,
  AdminLeadNoteBody,
  AdminLeadParams,
  AdminLeadStatusBody,
  AdminLeadsFilter,
  AdminLeadsQuery,
  AdminLeadsResponse,
  ROUTES,
  WebhookDeliveriesResponse,
  WebhookDeliveryParams,
  WebhookQueued,
} from '@afterlook/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { readClinicAnalytics } from '../../features/analytics/read-clinic-analytics.ts';
import type { VerifiedAdmin } from '../../features/api-keys/verify-admin-key.ts';
import { addLeadNote } from '../../features/leads/add-lead-note.ts';
import { changeLeadStatus } from '../../features/leads/change-lead-status.ts';
import { exportLeadsCsv } from '../../features/leads/export-leads-csv.ts';
import { filterByAssignee } from '../../features/leads/filter-by-assignee.ts';
import { filterLeads } from '../../features/leads/filter-leads.ts';
import { getLead } from '../../features/leads/get-lead.ts';
import { listLeads } from '../../features/leads/list-leads.ts';
import { deleteLead } from '../../features/retention/delete-lead.ts';
import { exportLead } from '../../features/retention/export-lead.ts';
import { readGrant } from '../../features/signing/read-grant.ts';
import { listWebhookDeliveries } from '../../features/webhooks/list-webhook-deliveries.ts';
import { queueWebhook, redeliverWebhook } from '../../features/webhooks/queue-webhook.ts';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetrySchedule } from '../../features/webhooks/webhook-job.ts';
import { auditCall } from '../audit/audit-call.ts';
import {
  callerOf,
  requireClinicCaller,
  requireExportAndDelete,
  requireOwner,
} from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * Exporting and deleting patients' data: owners, admin keys and staff an owner allowed.
 * A fresh array per route: the rate limit pushes its hook onto the route's preHandler
 * array, so a shared one would make each route count against the others' limits.
 */
const exporters = () => [requireClinicCaller, requireExportAndDelete];

/** What a change to a lead may answer besides the lead (403: a missing CSRF token). */
const LEAD_CHANGE_ERRORS = errorAnswers(400, 401, 403, 404, 429);

/**
 * The clinic's own reading (`Authorization: Bearer <admin key>`): its leads with their
 * messages and signed picture addresses (1 h), and its analytics. Another clinic's
 * lead answers 404, like a missing one. Answers are never cached.
 */
export function registerAdminRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.ports;
  // Per admin key or staff member (verified first): plenty for a dashboard, little for a scraper.
  const ADMIN_RATE_LIMIT = routeLimit(app, 'adminCalls', 'admin');
  const answerLead = async (reply: FastifyReply, caller: VerifiedAdmin, uuid: string) => {
    const lead = await getLead(deps(), caller, uuid);
    if (!lead.ok) return replyWithKind(reply, 'not_found', lead);
    reply.header('cache-control', 'no-store');
    return lead.value;
  };

  typed.get(
    ROUTES.adminLeads.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's leads, newest first (?limit ≤ 200, ?cursor for the next page)",
      querystring: AdminLeadsQuery,
      response: { 200: AdminLeadsResponse, ...errorAnswers(400, 401, 429) },
    }),
    async (request, reply) => {
      const page = await listLeads(deps(), callerOf(request), request.query);
      if (!page.ok) return replyWithKind(reply, 'invalid', page);
      reply.header('cache-control', 'no-store');
      return page.value;
    },
  );

  typed.get(
    ROUTES.adminLead.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: 'One lead of the clinic with its messages and pictures',
      params: AdminLeadParams,
      response: { 200: AdminLead, ...errorAnswers(400, 401, 404, 429) },
    }),
    async (request, reply) => answerLead(reply, callerOf(request), request.params.patient_uuid),
  );

  typed.get(
    ROUTES.adminLeadsCsv.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          "The clinic's leads matching the filters, as CSV (newest first; owners and staff allowed to export)",
        querystring: AdminLeadsFilter,
        response: {
          200: z.string().check(z.describe('text/csv, UTF-8 with a BOM')),
          ...errorAnswers(400, 401, 403, 429),
        },
      },
      exporters(),
    ),
    async (request, reply) => {
      const caller = callerOf(request);
      const clinicLeads = await filterLeads(app.db, deps().cipher, caller.clinicId, request.query);
      const filtered = clinicLeads.ok
        ? filterByAssignee(clinicLeads.value, request.query.assignee, caller.actor)
        : clinicLeads;
      if (!filtered.ok) {
        return replyWithKind(reply, 'invalid', filtered);
      }
      // Recorded before a byte leaves: no export goes unrecorded. The filters by name
      // only (a search's words may be a patient's name).
      await auditCall(request, 'leads.export', {
        detail: { format: 'csv', filters: Object.keys(request.query).sort() },
      });
      const day = app.clock().toISOString().slice(0, 10);
      return (
        reply
          .header('cache-control', 'no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
          // A stream is sent as it is (no serializer runs), whatever the 200 schema's type.
          .send(Readable.from(exportLeadsCsv(deps(), filtered.value)) as unknown as string)
      );
    },
  );

  typed.put(
    ROUTES.adminLeadStatus.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: 'Move a lead to a status (new, contacted, booked, lost); the webhook hears of it',
      params: AdminLeadParams,
      body: AdminLeadStatusBody,
      response: { 200: AdminLead, ...LEAD_CHANGE_ERRORS },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { patient_uuid: uuid } = request.params;
      const changed = await changeLeadStatus(
        deps(),
        caller.clinicId,
        uuid,
        request.body.status,
        caller.actor,
      );
      if (!changed.ok) return replyWithKind(reply, 'not_found', changed);
      if (changed.value.changed) {
        await auditCall(request, 'lead.status_change', {
          target: { kind: 'lead', id: uuid },
          detail: { to: request.body.status },
        });
      }
      return answerLead(reply, caller, uuid);
    },
  );

  typed.post(
    ROUTES.adminLeadNotes.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: 'Add a note to a lead (kept with who wrote it and when)',
      params: AdminLeadParams,
      body: AdminLeadNoteBody,
      response: { 201: AdminLead, ...LEAD_CHANGE_ERRORS },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { patient_uuid: uuid } = request.params;
      const added = await addLeadNote(
        deps(),
        caller.clinicId,
        uuid,
        request.body.note,
        caller.actor,
      );
      if (!added.ok) return replyWithKind(reply, 'not_found', added);
      reply.code(201);
      return answerLead(reply, caller, uuid);
    },
  );

  typed.get(
    ROUTES.adminLeadExport.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          "A patient's access request: the lead and every photo of that visit (owners and staff allowed to export)",
        params: AdminLeadParams,
        response: { 200: AdminLeadExport, ...errorAnswers(400, 401, 403, 404, 429) },
      },
      exporters(),
    ),
    async (request, reply) => {
      const admin = callerOf(request);
      const exported = await exportLead(deps(), request.params.patient_uuid, admin);
      if (!exported.ok) {
        return replyWithKind(reply, 'not_found', exported);
      }
      const { lead, photos } = exported.value;
      await auditCall(request, 'lead.export', {
        target: { kind: 'lead', id: request.params.patient_uuid },
        detail: { photos: photos.length },
      });
      const grant = readGrant(admin, deps().blobs);
      reply.header('cache-control', 'no-store');
      return {
        exported_at: app.clock().toISOString(),
        lead,
        photos: await Promise.all(
          photos.map(async ({ blob_key, ...photo }) => ({
            ...photo,
            url: await deps().blobs.signedUrl('get', blob_key, grant),
          })),
        ),
      };
    },
  );

  typed.delete(
    ROUTES.adminLeadDelete.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          "A patient's erasure request: the lead, its messages and photos, for good (owners and staff allowed to delete)",
        params: AdminLeadParams,
        response: { 200: AdminLeadDeleted, ...errorAnswers(400, 401, 403, 404, 429) },
      },
      exporters(),
    ),
    async (request, reply) => {
      const deleted = await deleteLead(
        deps(),
        request.params.patient_uuid,
        callerOf(request).clinicId,
      );
      if (!deleted.ok) {
        return replyWithKind(reply, 'not_found', deleted);
      }
      request.log.info({ leadDeleted: deleted.value }, 'lead deleted on request');
      await auditCall(request, 'lead.delete', {
        target: { kind: 'lead', id: deleted.value.patient_uuid },
        detail: {
          images_deleted: deleted.value.images_deleted,
          messages_deleted: deleted.value.messages_deleted,
        },
      });
      return deleted.value;
    },
  );

  typed.get(
    ROUTES.adminWebhookDeliveries.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's latest webhook deliveries, each with every try and its answer",
      response: { 200: WebhookDeliveriesResponse, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        deliveries: await listWebhookDeliveries(app.db, callerOf(request).clinicId),
        retry_schedule: {
          tries: WEBHOOK_MAX_ATTEMPTS,
          retry_after_ms: webhookRetrySchedule(app.config.webhookRetryBaseMs),
        },
      };
    },
  );

  typed.post(
    ROUTES.adminWebhookRedeliver.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          'Send a delivery of the clinic again: a new delivery with its own id, its redelivery_of naming this one (owners)',
        params: WebhookDeliveryParams,
        response: { 202: WebhookQueued, ...errorAnswers(403, 400, 401, 404, 429) },
      },
      [requireClinicCaller, requireOwner],
    ),
    async (request, reply) => {
      const { delivery_id: original } = request.params;
      const id = await redeliverWebhook(deps(), callerOf(request).clinicId, original);
      if (id === null) {
        return replyWithKind(reply, 'not_found', {
          error: 'delivery_not_found',
          message: 'No such delivery',
        });
      }
      return reply.code(202).send({ id });
    },
  );

  typed.post(
    ROUTES.adminWebhookTest.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary: "Send a signed test delivery to the clinic's webhook (owners)",
        response: { 202: WebhookQueued, ...errorAnswers(403, 401, 409, 429) },
      },
      [requireClinicCaller, requireOwner],
    ),
    async (request, reply) => {
      const id = await queueWebhook(deps(), callerOf(request).clinicId, 'webhook.test', null);
      if (!id) {
        return replyWithKind(reply, 'conflict', {
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
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's analytics between two UTC days (?from=&to=, YYYY-MM-DD)",
      querystring: AdminAnalyticsQuery,
      response: { 200: AdminAnalyticsResponse, ...errorAnswers(400, 401, 429) },
    }),
    async (request, reply) => {
      const analytics = await readClinicAnalytics(
        app.ports,
        callerOf(request).clinicId,
        request.query,
      );
      if (!analytics.ok) {
        return replyWithKind(reply, 'invalid', analytics);
      }
      reply.header('cache-control', 'no-store');
      return analytics.value;
    },
  );
}
