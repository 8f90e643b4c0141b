import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthThrottle, createAuthThrottle } from './auth-throttle.ts';
import { clientAddress } from './client-address.ts';
import { rateLimitedError } from './rate-limited-error.ts';
import { type ServerLimitOverrides, type ServerLimits, serverLimits } from './server-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    limits: ServerLimits;
    authThrottle: AuthThrottle;
  }
}

/**
 * The server's limits: the numbers (domain defaults, test overrides), the failed-
 * authentication throttle, and a per-address ceiling in front of every rate-limited
 * route, beside the route's own limit on the verified identity. Registered after
 * @fastify/rate-limit and before the routes.
 */
export const limitsPlugin = fp<ServerLimitOverrides>(
  async (app, overrides) => {
    app.decorate('limits', serverLimits(overrides));
    app.decorate('authThrottle', createAuthThrottle(app));

    const { max, windowMs } = app.limits.rate.addressCeiling;
    const ceiling = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => `ceiling:${clientAddress(request)}`,
    });
    const addressCeiling: onRequestAsyncHookHandler = async (request, reply) => {
      const state = await ceiling(request);
      if (state.isAllowed || !state.isExceeded) return;
      reply.header('retry-after', Math.max(1, Math.ceil(state.ttl / 1000)));
      throw rateLimitedError('en', state.ttl);
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.rateLimit) return;
      const existing = route.onRequest;
      route.onRequest = [
        addressCeiling,
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      ];
    });
  },
  { name: 'afterlook-limits', dependencies: ['@fastify/rate-limit'] },
);
