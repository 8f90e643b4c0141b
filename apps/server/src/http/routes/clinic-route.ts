import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import { requireClinicCaller } from '../auth/require-clinic-caller.ts';

/** Who may call the clinic's routes, as the OpenAPI document names them. */
const CLINIC_CALLERS: { [scheme: string]: string[] }[] = [{ adminKey: [] }, { staffSession: [] }];

/**
 * The options of a route of the clinic's dashboard API (owners, staff and admin keys):
 * who may call it (`allowed`, any clinic caller unless narrowed; pass a fresh array per
 * route, the rate limit pushes its hook onto it), the admin rate limit it counts against,
 * and its OpenAPI entry under `admin` with the route's own summary, input and answers.
 */
export function clinicRoute<Schema extends FastifySchema>(
  rateLimit: RateLimitOptions,
  schema: Schema,
  allowed: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[] = requireClinicCaller,
) {
  return {
    preHandler: allowed,
    config: { rateLimit },
    schema: { tags: ['admin'], security: CLINIC_CALLERS, ...schema },
  };
}
