import { ApiErrorBody, ROUTES, UserLocation, UserLocationParams } from '@afterlook/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';

/** Neither part known: the widget's formatLocation makes it 'Unknown'. */
const UNPLACED = { city: '', subdivision: '' };

const responses = {
  200: UserLocation,
  400: ApiErrorBody,
  401: ApiErrorBody,
  429: ApiErrorBody,
};

/**
 * GET /api/v1/user-location/:ip and GET /api/v1/user-location (the caller's own
 * address; X-Forwarded-For counts only with TRUST_PROXY). An address nobody can place
 * (private, loopback, not in the database) is no error: 200 with both parts empty, which
 * the widget shows as 'Unknown'. Only a malformed address is refused.
 */
export function registerUserLocationRoutes(app: FastifyInstance): void {
  const answer = async (address: string, reply: FastifyReply) => {
    const location = await app.locationLookup.lookup(address);
    if (location.ok) return location.value;
    if (location.error !== 'invalid_address') return UNPLACED;
    return replyWithKind(reply, 'invalid', location);
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
