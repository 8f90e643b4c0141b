import { DeadLettersResponse, ROUTES } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listDeadLetters } from '../../features/dead-letters/list-dead-letters.ts';
import { callerOf } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/** GET /api/v1/admin/dead-letters: the caller's clinic's jobs whose every attempt crashed. */
export function registerAdminDeadLetterRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.adminDeadLetters.path,
    clinicRoute(routeLimit(app, 'adminCalls', 'admin'), {
      summary:
        "The clinic's dead letters: transforms and webhook deliveries whose every attempt crashed",
      response: { 200: DeadLettersResponse, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { dead_letters: await listDeadLetters(app.ports, callerOf(request).clinicId) };
    },
  );
}
