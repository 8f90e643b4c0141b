import { ApiErrorBody, DeadLettersResponse, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listDeadLetters } from '../../features/dead-letters/list-dead-letters.ts';
import { callerOf, requireClinicCaller } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';

/** GET /api/v1/admin/dead-letters: the caller's clinic's jobs whose every attempt crashed. */
export function registerAdminDeadLetterRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.adminDeadLetters.path,
    {
      preHandler: requireClinicCaller,
      config: { rateLimit: routeLimit(app, 'adminCalls', 'admin') },
      schema: {
        tags: ['admin'],
        summary:
          "The clinic's dead letters: transforms and webhook deliveries whose every attempt crashed",
        security: [{ adminKey: [] }, { staffSession: [] }],
        response: { 200: DeadLettersResponse, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { dead_letters: await listDeadLetters(app.ports, callerOf(request).clinicId) };
    },
  );
}
