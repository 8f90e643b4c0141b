import { ROUTES } from '@afterlook/api';
import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import { EMBED_VERDICTS, type EmbedCheckAnswer } from '@afterlook/embed/embed-check';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as zm from 'zod/mini';
import { findClinicByKey } from '../../features/clinics/find-clinic-by-key.ts';
import { refuseRemoteDemoKey } from '../demo/refuse-remote-demo-key.ts';
import { isOwnOrigin } from '../embed/own-origins.ts';
import { routeLimit } from '../limits/route-limit.ts';

/**
 * The loader's first call, before it shows a button: whether the page (its Origin) may
 * show the clinic's widget, and if not, why, so the console can name the fix. It says
 * no more than session creation already does (401 unknown key, 403 origin), with the
 * same limits: per address, and unknown keys count as failed authentications.
 */
async function checkEmbed(request: FastifyRequest, sdkKey: string): Promise<EmbedCheckAnswer> {
  if (refuseRemoteDemoKey(request, sdkKey)) return { verdict: 'demo_key_local_only' };
  const clinic = sdkKey ? await findClinicByKey(request.server.db, sdkKey) : undefined;
  if (!clinic) {
    await request.server.authThrottle.countFailure(request);
    return { verdict: 'unknown_key' };
  }
  const origin = request.headers.origin;
  const allowed =
    !origin || isOwnOrigin(request, origin) || isAllowedOrigin(origin, clinic.allowed_origins);
  return allowed
    ? { verdict: 'ok', theme_color: clinic.theme_color }
    : { verdict: 'origin_not_allowed' };
}

export function registerEmbedCheckRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    ROUTES.embedCheck.path,
    {
      config: { rateLimit: routeLimit(app, 'sessionCreate', 'address') },
      schema: {
        tags: ['session'],
        summary: "Whether this page may show the clinic's widget (the SDK key as text/plain)",
        body: zm.optional(zm.string()),
        response: {
          200: zm.object({
            verdict: zm.enum(EMBED_VERDICTS),
            theme_color: zm.optional(zm.string()),
          }),
        },
      },
      // Every page may read the answer: it is what tells a web person what to fix.
      onSend: async (_request, reply, payload) => {
        reply.header('access-control-allow-origin', '*');
        return payload;
      },
    },
    async (request, reply) => {
      if (await app.authThrottle.refuse(request, reply)) return reply;
      const sdkKey = request.body?.trim() ?? '';
      return checkEmbed(request, sdkKey);
    },
  );
}
