import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A proxy's or a caller's correlation id is kept when it is plain; anything else is replaced. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id that every log line of a request carries (pino's `reqId`) and that the answer
 * repeats in `X-Request-Id`: the incoming one when a proxy set a plain one, so one id
 * follows a call across the load balancer and our processes; else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
