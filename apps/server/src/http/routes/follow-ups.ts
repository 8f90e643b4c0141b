import {
  AdminFollowUp,
  AdminFollowUpsQuery,
  AdminFollowUpsResponse,
  ApiErrorBody,
  FollowUpParams,
  FollowUpRecorded,
  FollowUpRequest,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listFollowUps } from '../../features/follow-ups/list-follow-ups.ts';
import { markFollowUpDone } from '../../features/follow-ups/mark-follow-up-done.ts';
import { recordFollowUp } from '../../features/follow-ups/record-follow-up.ts';
import { callerOf, requireClinicCaller } from '../auth/require-clinic-caller.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';

/** A follow-up request is a few short fields; 4 KB is far above any real one. */
const FOLLOW_UP_BODY_LIMIT = 4 * 1024;

/**
 * Follow-ups: the widget records a promise it made the patient (the session's own call),
 * and the clinic's staff list their open tasks and mark them done.
 */
export function registerFollowUpRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const adminLimit = { rateLimit: routeLimit(app, 'adminCalls', 'admin') };
  const security: { [scheme: string]: string[] }[] = [{ adminKey: [] }, { staffSession: [] }];

  typed.post(
    ROUTES.followUps.path,
    {
      preHandler: requireSession,
      bodyLimit: FOLLOW_UP_BODY_LIMIT,
      config: { rateLimit: routeLimit(app, 'sessionCalls', 'session') },
      schema: {
        tags: ['leads'],
        summary: 'Record a promise the widget made the patient (the clinic keeps it)',
        security: [{ session: [] }],
        body: FollowUpRequest,
        response: {
          201: FollowUpRecorded,
          400: ApiErrorBody,
          401: ApiErrorBody,
          413: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { clinicId, sessionId } = sessionOf(request);
      const recorded = await recordFollowUp(app.ports, { clinicId, sessionId }, request.body);
      return reply.code(201).send(recorded);
    },
  );

  typed.get(
    ROUTES.adminFollowUps.path,
    {
      preHandler: requireClinicCaller,
      config: adminLimit,
      schema: {
        tags: ['admin'],
        summary: "The clinic's open follow-up tasks (soonest due first), or its done ones",
        security,
        querystring: AdminFollowUpsQuery,
        response: {
          200: AdminFollowUpsResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = request.query.status ?? 'open';
      return { follow_ups: await listFollowUps(app.ports, callerOf(request).clinicId, status) };
    },
  );

  typed.put(
    ROUTES.adminFollowUpDone.path,
    {
      preHandler: requireClinicCaller,
      config: adminLimit,
      schema: {
        tags: ['admin'],
        summary: 'Mark a follow-up task done (who and when are kept)',
        security,
        params: FollowUpParams,
        response: {
          200: AdminFollowUp,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const done = await markFollowUpDone(
        app.ports,
        caller.clinicId,
        request.params.follow_up_id,
        caller.actor.label,
      );
      if (!done) {
        return replyWithKind(reply, 'not_found', {
          error: 'follow_up_not_found',
          message: 'No such task',
        });
      }
      return done;
    },
  );
}
