import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { addressLimit } from './address-limit.ts';
import { type AuthThrottle, createAuthThrottle } from './auth-throttle.ts';
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

    // onRequest: no session is verified yet, so the ceiling answers in English.
    const addressCeiling: onRequestAsyncHookHandler = addressLimit(app, 'addressCeiling');
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
