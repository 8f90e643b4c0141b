import {
  ROUTES,
  SavedLeadView,
  SavedLeadViewBody,
  SavedLeadViewParams,
  SavedLeadViewsResponse,
} from '@afterlook/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  deleteLeadView,
  listSavedLeadViews,
  saveLeadView,
  type ViewOwner,
} from '../../features/lead-views/saved-lead-views.ts';
import { callerOf, requireClinicCaller } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

const ERRORS = errorAnswers(400, 401, 403, 404, 409, 429);

/** Views are a staff member's: an admin key has none (checked in the handler, after the limit). */
const ownerOf = (request: FastifyRequest): ViewOwner | null => {
  const caller = callerOf(request);
  return caller.actor.kind === 'staff'
    ? { clinicId: caller.clinicId, staffId: caller.actor.id }
    : null;
};

const STAFF_ONLY = {
  error: 'staff_only',
  message: 'Saved views belong to a signed-in staff member',
} as const;

/**
 * The signed-in member's saved views of the leads list (their own only: another member's
 * view, of this clinic or another, is not found): GET lists, POST saves, DELETE removes.
 */
export function registerAdminLeadViewRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const common = {
    preHandler: requireClinicCaller,
    config: { rateLimit: routeLimit(app, 'adminCalls', 'admin') },
  };
  const security = [{ staffSession: [] }];

  typed.get(
    ROUTES.adminLeadViews.path,
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary: "The signed-in member's saved views of the leads list, by name",
        security,
        response: { 200: SavedLeadViewsResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (!owner) return replyWithKind(reply, 'forbidden', STAFF_ONLY);
      reply.header('cache-control', 'no-store');
      return { views: await listSavedLeadViews(app.db, owner) };
    },
  );

  typed.post(
    ROUTES.adminLeadViewCreate.path,
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary:
          "Save the leads list's filters under a name (the member's own; 409 when taken or full)",
        security,
        body: SavedLeadViewBody,
        response: { 201: SavedLeadView, ...ERRORS },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (!owner) return replyWithKind(reply, 'forbidden', STAFF_ONLY);
      const saved = await saveLeadView(app.db, owner, request.body, app.clock());
      if (!saved.ok) return replyWithKind(reply, 'conflict', saved);
      return reply.code(201).send(saved.value);
    },
  );

  typed.delete(
    ROUTES.adminLeadViewDelete.path,
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary: "Delete one of the member's saved views",
        security,
        params: SavedLeadViewParams,
        response: { 200: z.object({ id: z.string() }), ...ERRORS },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (!owner) return replyWithKind(reply, 'forbidden', STAFF_ONLY);
      const deleted = await deleteLeadView(app.db, owner, request.params.view_id);
      if (!deleted.ok) {
        return replyWithKind(reply, 'not_found', deleted);
      }
      return deleted.value;
    },
  );
}
