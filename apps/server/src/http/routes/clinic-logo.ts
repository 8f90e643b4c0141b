import { ClinicSettings, ROUTES } from '@afterlook/api';
import { CLINIC_LOGO_MAX_MB, CLINIC_LOGO_RULES } from '@afterlook/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { readClinicLogo, saveClinicLogo } from '../../features/clinics/clinic-logo.ts';
import { toClinicSettings } from '../../features/clinics/clinic-settings.ts';
import { auditCall } from '../audit/audit-call.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

const LogoParams = z.object({
  clinic_id: z.string().check(z.minLength(1), z.maxLength(100)),
  file_name: z.string().check(z.regex(/^[0-9a-f]{24}\.webp$/)),
});

const LOGO_TOO_LARGE = {
  error: 'logo_too_large',
  message: `The logo is larger than ${CLINIC_LOGO_MAX_MB} MB (${CLINIC_LOGO_RULES.maxBytes} bytes): choose a smaller image`,
} as const;

/** A year: the address names the image's digest, so a new logo gets a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The clinic's logo: owners upload an image as the request body (its own content type),
 * and the widget loads the re-encoded logo from its public, content-addressed URL.
 */
export async function registerClinicLogoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Only here: an image body arrives whole (≤ 2 MB), for sharp to decode.
    for (const type of CLINIC_LOGO_RULES.contentTypes) {
      scope.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
    }
    // A logo over the limit is told so, with the limit (not the generic 413 of any body).
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return replyWithKind(reply, 'too_large', LOGO_TOO_LARGE);
    });
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.put(
      ROUTES.adminSettingsLogo.path,
      {
        preHandler: [requireClinicCaller, requireOwner],
        bodyLimit: CLINIC_LOGO_RULES.maxBytes,
        config: { rateLimit: routeLimit(app, 'adminCalls', 'admin') },
        schema: {
          tags: ['admin'],
          summary: `Upload the clinic's logo (owners): the image as the body, ${CLINIC_LOGO_RULES.contentTypes.join(', ')}`,
          security: [{ adminKey: [] }, { staffSession: [] }],
          response: { 200: ClinicSettings, ...errorAnswers(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          return replyWithKind(reply, 'invalid', {
            error: 'invalid_image',
            message: 'Send the logo image',
          });
        }
        const saved = await saveClinicLogo(app, callerOf(request).clinicId, request.body);
        if (!saved.ok) return replyWithKind(reply, 'invalid', saved);
        await auditCall(request, 'settings.update', { detail: { fields: ['logo'] } });
        return toClinicSettings(saved.value);
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.clinicLogo.path,
    {
      schema: {
        tags: ['clinic'],
        summary: "A clinic's uploaded logo (public, as the widget shows it)",
        // No response schema: the body is the image itself (or a 404 error body).
        params: LogoParams,
      },
    },
    async (request, reply) => {
      const { clinic_id, file_name } = request.params;
      const logo = await readClinicLogo(app.db, clinic_id, file_name.replace(/\.webp$/, ''));
      if (!logo)
        return replyWithKind(reply, 'not_found', { error: 'not_found', message: 'No such logo' });
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(logo);
    },
  );
}
