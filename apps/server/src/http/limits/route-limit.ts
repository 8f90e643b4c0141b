import type { RateLimitName } from '@afterlook/domain';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address.ts';
import { rateLimitedError } from './rate-limited-error.ts';

/** Whose calls a limit counts: the verified session, the verified admin key or staff member, or the address. */
export type LimitedBy = 'session' | 'admin' | 'address';

/**
 * The key of a request for its limit. It reads what authentication verified (the
 * rate-limit hook runs as a preHandler, after requireSession / requireClinicCaller), so
 * spelling the Authorization header differently never opens a fresh bucket.
 */
const KEYS: Record<LimitedBy, (request: FastifyRequest) => string> = {
  session: (request) =>
    request.session ? `session:${request.session.sessionId}` : `ip:${clientAddress(request)}`,
  admin: (request) =>
    request.admin
      ? `admin:${request.admin.actor.kind}:${request.admin.actor.id}`
      : `ip:${clientAddress(request)}`,
  address: (request) => `ip:${clientAddress(request)}`,
};

/** A route's `config.rateLimit`: @fastify/rate-limit keyed on the verified identity. */
export function routeLimit(
  app: FastifyInstance,
  name: RateLimitName,
  by: LimitedBy,
): RateLimitOptions {
  const { max, windowMs } = app.limits.rate[name];
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: KEYS[by],
    errorResponseBuilder: (request, context) =>
      rateLimitedError(request.session?.lang ?? 'en', context.ttl),
  };
}
