import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness, READINESS_CHECKS } from '../health/check-readiness.ts';

const CheckResults = z.partialRecord(z.enum(READINESS_CHECKS), z.enum(['ok', 'failed']));

/** GET /healthz: liveness (the process answers). GET /readyz: it can serve (Db, storage, queue). */
export function registerHealthRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process is up and answering',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  typed.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database, storage, queue (and Redis, when set) answer',
        response: {
          200: z.object({ status: z.literal('ready'), checks: CheckResults }),
          503: z.object({ status: z.literal('not_ready'), checks: CheckResults }),
        },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await checkReadiness(app);
      reply.header('cache-control', 'no-store');
      return ready
        ? reply.code(200).send({ status: 'ready' as const, checks })
        : reply.code(503).send({ status: 'not_ready' as const, checks });
    },
  );
}
