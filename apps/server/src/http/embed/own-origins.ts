import type { FastifyRequest } from 'fastify';

/** The origin the request reached this server at (behind a trusted proxy, as it says). */
export const requestOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`.toLowerCase();

/**
 * Whether a browser's Origin is this server itself: the host the request was sent to
 * (compared without the scheme: behind a TLS proxy not configured as trusted, the page
 * is https while the request arrives as http), or the configured PUBLIC_URL's origin.
 */
export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { host } = new URL(origin);
  const publicUrl = request.server.config.publicUrl;
  return (
    host === request.host.toLowerCase() ||
    (publicUrl !== undefined && new URL(publicUrl).origin === origin.toLowerCase())
  );
}
