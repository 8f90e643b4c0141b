import { NotificationSettings, NotificationSettingsUpdate, ROUTES } from '@afterlook/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AlertMember,
  readNotificationSettings,
  updateNotificationSettings,
} from '../../features/staff-alerts/notification-settings.ts';
import { requireClinicCaller } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

/** The signed-in member calling, or null for an admin key (alerts are a person's). */
const memberOf = (request: FastifyRequest): AlertMember | null =>
  request.staffSession
    ? { staffId: request.staffSession.staffId, clinicId: request.staffSession.clinicId }
    : null;

const staffOnly = (reply: FastifyReply) =>
  replyWithKind(reply, 'forbidden', {
    error: 'staff_only',
    message: 'Notifications belong to a signed-in team member, not to an admin key',
  });

const notMember = (reply: FastifyReply) =>
  replyWithKind(reply, 'unauthenticated', {
    error: 'not_signed_in',
    message: 'Your session has ended. Please sign in again.',
  });

/**
 * A member's own email alerts (features/staff-alerts): new leads at once, in a daily
 * digest or not at all, in their language and time zone. The answer also says whether
 * this server sends email at all, and whether the clinic's webhook deliveries are
 * failing (the dashboard's banner). Every member, owner or staff, has their own.
 */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: routeLimit(app, 'adminCalls', 'admin') };
  const security: { [scheme: string]: string[] }[] = [{ staffSession: [] }];

  typed.get(
    ROUTES.adminNotifications.path,
    {
      preHandler: requireClinicCaller,
      config,
      schema: {
        tags: ['admin'],
        summary: "The signed-in member's email alerts, and whether webhook deliveries are failing",
        security,
        response: { 200: NotificationSettings, ...errorAnswers(401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = memberOf(request);
      if (!member) return staffOnly(reply);
      return (await readNotificationSettings(app.ports, member)) ?? notMember(reply);
    },
  );

  typed.put(
    ROUTES.adminNotificationsUpdate.path,
    {
      preHandler: requireClinicCaller,
      config,
      schema: {
        tags: ['admin'],
        summary: "Change the signed-in member's email alerts (off, instant or a daily digest)",
        security,
        body: NotificationSettingsUpdate,
        response: { 200: NotificationSettings, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      if (!member) return staffOnly(reply);
      return (
        (await updateNotificationSettings(app.ports, member, request.body)) ?? notMember(reply)
      );
    },
  );
}
