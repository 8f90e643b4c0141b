import { CreateSessionRequest, CreateSessionResponse, ROUTES } from '@afterlook/api';
import { RATE_LIMITS } from '@afterlook/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as zm from 'zod/mini';
import { createSession } from '../../features/sessions/create-session.ts';
import { pickSessionLanguage } from '../../features/sessions/pick-session-language.ts';
import { refuseRemoteDemoKey } from '../demo/refuse-remote-demo-key.ts';
import { refuseForeignOrigin } from '../embed/refuse-foreign-origin.ts';
import { withholdCors } from '../embed/withhold-cors.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

/** Session creation per client address: generous for real visitors, hard on key guessing. */
export const SESSION_RATE_LIMIT = {
  max: RATE_LIMITS.sessionCreate.max,
  timeWindow: RATE_LIMITS.sessionCreate.windowMs,
} as const;

/** POST /api/v1/sessions with `Authorization: <sdk key>` → { id, access_token }. */
export function registerSessionRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    ROUTES.sessions.path,
    {
      config: { rateLimit: routeLimit(app, 'sessionCreate', 'address') },
      schema: {
        tags: ['session'],
        summary: 'Exchange a clinic SDK key for a widget session (24 h)',
        security: [{ sdkKey: [] }],
        body: zm.nullish(CreateSessionRequest),
        response: { 201: CreateSessionResponse, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      if (await app.authThrottle.refuse(request, reply)) return reply;
      const sdkKey = request.headers.authorization?.trim();
      if (!sdkKey) {
        await app.authThrottle.countFailure(request);
        return replyWithKind(reply, 'unauthenticated', {
          error: 'missing_sdk_key',
          message: 'Send the clinic SDK key in the Authorization header',
        });
      }
      const refused =
        refuseRemoteDemoKey(request, sdkKey) ?? (await refuseForeignOrigin(request, sdkKey));
      if (refused) return replyWithKind(withholdCors(reply), 'forbidden', refused);
      const lang = pickSessionLanguage(request.body?.lang, request.headers['accept-language']);
      const session = await createSession(app.db, sdkKey, app.clock, lang);
      if (!session.ok) {
        await app.authThrottle.countFailure(request);
        return replyWithKind(reply, 'unauthenticated', session);
      }
      return reply
        .code(201)
        .send({ id: session.value.id, access_token: session.value.access_token });
    },
  );
}
