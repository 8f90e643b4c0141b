import { ApiErrorBody, ClinicInfo, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getClinicInfo } from '../../features/clinics/get-clinic-info.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';

/** GET /api/v1/clinic-info: the session's own clinic, never another's. */
export function registerClinicInfoRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.clinicInfo.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'sessionCalls', 'session') },
      schema: {
        tags: ['clinic'],
        summary: "The session's clinic: name, logo, theme, offered procedures",
        security: [{ session: [] }],
        response: { 200: ClinicInfo, 401: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const info = await getClinicInfo(app.db, sessionOf(request).clinicId);
      if (!info.ok) return replyWithKind(reply, 'not_found', info);
      return info.value;
    },
  );
}
