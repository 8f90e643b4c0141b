import {
  AdminFollowUp,
  AdminFollowUpsQuery,
  AdminFollowUpsResponse,
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
import { callerOf } from '../auth/require-clinic-caller.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/** A follow-up request is a few short fields; 4 KB is far above any real one. */
const FOLLOW_UP_BODY_LIMIT = 4 * 1024;

/**
 * Follow-ups: the widget records a promise it made the patient (the session's own call),
 * and the clinic's staff list their open tasks and mark them done.
 */
export function registerFollowUpRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ADMIN_RATE_LIMIT = routeLimit(app, 'adminCalls', 'admin');

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
        response: { 201: FollowUpRecorded, ...errorAnswers(400, 401, 413, 429) },
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
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's open follow-up tasks (soonest due first), or its done ones",
      querystring: AdminFollowUpsQuery,
      response: { 200: AdminFollowUpsResponse, ...errorAnswers(400, 401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = request.query.status ?? 'open';
      return { follow_ups: await listFollowUps(app.ports, callerOf(request).clinicId, status) };
    },
  );

  typed.put(
    ROUTES.adminFollowUpDone.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: 'Mark a follow-up task done (who and when are kept)',
      params: FollowUpParams,
      response: { 200: AdminFollowUp, ...errorAnswers(401, 403, 404, 429) },
    }),
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
