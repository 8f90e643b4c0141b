import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestContext {
  readonly requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/**
 * Runs each request's handling inside a context that knows its id (pino's `reqId`), so
 * work it hands on — a job for a worker — carries the same id without every caller
 * passing it along.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ requestId: request.id }, done);
  });
}

/** The id of the request being handled here, if any (none in a job or at start-up). */
export const currentRequestId = (): string | null => context.getStore()?.requestId ?? null;
