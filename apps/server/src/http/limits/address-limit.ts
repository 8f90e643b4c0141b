import type { RateLimitName } from '@afterlook/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address.ts';
import { rateLimitedError } from './rate-limited-error.ts';

/**
 * A hook counting a limit per client address (beside a route's own limit on the
 * verified session): past it, 429 with Retry-After, in the session's language.
 */
export function addressLimit(
  app: FastifyInstance,
  name: RateLimitName,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { max, windowMs } = app.limits.rate[name];
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${clientAddress(request)}`,
  });
  return async (request, reply) => {
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', Math.max(1, Math.ceil(state.ttl / 1000)));
    throw rateLimitedError(request.session?.lang ?? 'en', state.ttl);
  };
}
