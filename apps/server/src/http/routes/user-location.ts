import { ApiErrorBody, ROUTES, UserLocation, UserLocationParams } from '@afterlook/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LocationError } from '../../ports/location-lookup.ts';
import { requireSession } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';

const STATUS: Record<LocationError, 400 | 404> = {
  invalid_address: 400,
  private_address: 404,
  location_unknown: 404,
};

const responses = {
  200: UserLocation,
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  429: ApiErrorBody,
};

/**
 * GET /api/v1/user-location/:ip and GET /api/v1/user-location (the caller's own
 * address; X-Forwarded-For counts only with TRUST_PROXY). Unknown → 404, and the
 * widget shows 'Unknown'.
 */
export function registerUserLocationRoutes(app: FastifyInstance): void {
  const answer = async (address: string, reply: FastifyReply) => {
    const location = await app.locationLookup.lookup(address);
    if (!location.ok) {
      return reply
        .code(STATUS[location.error])
        .send({ error: location.error, message: location.message });
    }
    return location.value;
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ROUTES.userLocationOf.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'sessionCalls', 'session') },
      schema: {
        tags: ['location'],
        summary: 'City and subdivision of an IP address',
        security: [{ session: [] }],
        params: UserLocationParams,
        response: responses,
      },
    },
    (request, reply) => answer(request.params.ip, reply),
  );

  typed.get(
    ROUTES.userLocation.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'sessionCalls', 'session') },
      schema: {
        tags: ['location'],
        summary: "City and subdivision of the caller's own address",
        security: [{ session: [] }],
        response: responses,
      },
    },
    (request, reply) => answer(request.ip, reply),
  );
}
