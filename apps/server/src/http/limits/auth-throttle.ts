import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyWithKind } from '../reply-with-error.ts';
import { clientAddress } from './client-address.ts';
import { rateLimitedError } from './rate-limited-error.ts';

/** Failed authentications per address (unknown SDK key, session token or admin key). */
export interface AuthThrottle {
  /** Answers 429 (with Retry-After) when the address has failed too often; true if it did. */
  refuse(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Counts one failed authentication of the request's address. */
  countFailure(request: FastifyRequest): Promise<void>;
}

export function createAuthThrottle(app: FastifyInstance): AuthThrottle {
  const { max, windowMs } = app.limits.rate.authFailures;
  const failures = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth-failure:${clientAddress(request)}`,
  });
  return {
    async refuse(request, reply) {
      const state = await failures(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return false;
      const error = rateLimitedError('en', state.ttl, 'tooManyAuthFailures');
      reply.header('retry-after', Math.max(1, Math.ceil(state.ttl / 1000)));
      replyWithKind(reply, 'rate_limited', { error: 'rate_limited', message: error.message });
      return true;
    },
    async countFailure(request) {
      await failures(request);
    },
  };
}
