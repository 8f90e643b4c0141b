import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import type { FastifyRequest } from 'fastify';
import { findClinicByKey } from '../../features/clinics/find-clinic-by-key.ts';
import { isOwnOrigin } from './own-origins.ts';

/**
 * The origin lock on session creation: a browser page may exchange a clinic's SDK key
 * for a session only from our own origin (the widget) or one of the clinic's allowed
 * origins (a host page calling the API itself). Calls without an Origin header (servers,
 * scripts) and unknown keys pass on to the key check. Returns the refusal, or null.
 */
export async function refuseForeignOrigin(
  request: FastifyRequest,
  sdkKey: string,
): Promise<{ error: 'origin_not_allowed'; message: string } | null> {
  const origin = request.headers.origin;
  if (!origin || isOwnOrigin(request, origin)) return null;
  const clinic = await findClinicByKey(request.server.db, sdkKey);
  if (!clinic || isAllowedOrigin(origin, clinic.allowed_origins)) return null;
  return {
    error: 'origin_not_allowed',
    message: `Pages at ${origin} may not use this clinic's widget: add the origin to the clinic's allowed origins (npm run clinic -- update <clinic-id> --origins ...; see /docs/embed#origins)`,
  };
}
