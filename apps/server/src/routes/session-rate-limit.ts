import type { FastifyRequest } from 'fastify';
import { hashSecret } from '../lib/secrets.ts';

/**
 * Per-session limits of the analytics and event calls: a widget visit sends a handful,
 * so 120 a minute per session leaves room for every flow while stopping a script from
 * inflating a clinic's counters. Requests without a session header count per address.
 */
export const SESSION_CALL_RATE_LIMIT = {
  max: 120,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest): string => {
    const authorization = request.headers.authorization;
    return authorization ? `session:${hashSecret(authorization)}` : `ip:${request.ip}`;
  },
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    Object.assign(new Error(`Too many requests; try again in ${context.after}`), {
      statusCode: 429,
      code: 'rate_limited',
    }),
} as const;

/** Lead submissions and messages per session: far above a patient's few. */
export const LEAD_RATE_LIMIT = { ...SESSION_CALL_RATE_LIMIT, max: 60 } as const;
