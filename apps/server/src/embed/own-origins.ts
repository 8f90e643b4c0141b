import type { FastifyRequest } from 'fastify';

/**
 * The origins that are this server itself: the one the request reached (behind a
 * trusted proxy, as the proxy says) and the configured PUBLIC_URL's.
 */
export function ownOrigins(request: FastifyRequest): string[] {
  const origins = [`${request.protocol}://${request.host}`.toLowerCase()];
  const publicUrl = request.server.config.publicUrl;
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}
