import type { FastifyReply } from 'fastify';

/**
 * Takes back the CORS headers @fastify/cors set as the request came in. A preflight
 * carries no key, so an origin some clinic allows gets them on every call; a page
 * refused for the key it showed must not read that answer.
 */
export function withholdCors(reply: FastifyReply): FastifyReply {
  for (const name of [
    'access-control-allow-origin',
    'access-control-allow-credentials',
    'access-control-expose-headers',
  ]) {
    reply.removeHeader(name);
  }
  return reply;
}
