import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../embed/own-origins.ts';

/** The address clinics reach this product at: PUBLIC_URL, else the origin the request came to. */
export function publicBase(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${requestOrigin(request)}/`;
}
