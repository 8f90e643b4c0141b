import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import type { FastifyInstance } from 'fastify';
import { listAllowedOrigins } from '../../features/clinics/list-allowed-origins.ts';

/** How long the union of allowed origins is reused: a CLI change reaches CORS within it. */
const CACHE_MS = 10_000;

/**
 * @fastify/cors's `origin` function: a cross-origin page gets CORS headers only when its
 * origin is among some clinic's allowed origins (a clinic's own page calling the API
 * directly); a preflight carries no key, so it is judged against every clinic's list,
 * and session creation then holds each page to its own clinic (refuse-foreign-origin).
 * Never '*'. `this` is the Fastify instance, as the plugin binds it.
 */
export function createCorsOriginCheck(): (
  this: FastifyInstance,
  origin: string | undefined,
) => Promise<boolean> {
  let cached: { until: number; origins: string[] } | null = null;
  return async function corsOrigin(origin) {
    if (!origin) return false;
    if (!cached || cached.until < Date.now()) {
      cached = { until: Date.now() + CACHE_MS, origins: await listAllowedOrigins(this.db) };
    }
    return isAllowedOrigin(origin, cached.origins);
  };
}
