import { ROUTES, WebhookSecretAnswer, WebhookSecretBody } from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmPassword } from '../../features/staff/confirm-password.ts';
import { rotateWebhookSecret } from '../../features/webhooks/rotate-webhook-secret.ts';
import { webhookSecret } from '../../features/webhooks/webhook-secret.ts';
import { auditCall } from '../audit/audit-call.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { clientAddress } from '../limits/client-address.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * The webhook signing secret in the dashboard: shown, or replaced and shown, to an owner
 * signed in who types their password again. The password is checked as a sign-in is
 * (its lockout, and the sign-in budget per staff member); the secret is in the answer
 * only (never cached, never logged), and shown again only after the password again.
 */
export function registerWebhookSecretRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const SIGN_IN_LIMIT = routeLimit(app, 'staffSignIn', 'admin');
  const schema = (summary: string) => ({
    tags: ['admin'],
    summary,
    security: [{ staffSession: [] }],
    body: WebhookSecretBody,
    response: { 200: WebhookSecretAnswer, ...errorAnswers(400, 401, 403, 429) },
  });

  for (const [route, summary, secretOf] of [
    [
      ROUTES.adminWebhookSecret,
      "The clinic's webhook signing secret (owners, signed in, with their password)",
      webhookSecret,
    ],
    [
      ROUTES.adminWebhookSecretRotate,
      'A new webhook signing secret; the old one signs nothing more (owners, signed in, with their password)',
      rotateWebhookSecret,
    ],
  ] as const) {
    typed.post(
      route.path,
      {
        preHandler: [requireClinicCaller, requireOwner],
        config: { rateLimit: SIGN_IN_LIMIT },
        schema: schema(summary),
      },
      async (request, reply) => {
        const session = request.staffSession;
        if (!session) {
          // An admin key has no password to confirm: the secret stays with the CLI for it.
          return replyWithKind(reply, 'forbidden', {
            error: 'staff_session_required',
            message:
              'Sign in to the dashboard as an owner: the secret is shown after your password',
          });
        }
        const confirmed = await confirmPassword(
          app.ports,
          session,
          request.body.password,
          clientAddress(request),
          app.clock(),
        );
        if (!confirmed.ok) {
          if (confirmed.error === 'account_locked') {
            const seconds = Math.ceil((confirmed.retryAfterMs ?? 0) / 1000);
            reply.header('retry-after', Math.max(1, seconds));
            return replyWithKind(reply, 'rate_limited', confirmed);
          }
          return replyWithKind(reply, 'forbidden', confirmed);
        }
        const secret = await secretOf(app.ports, callerOf(request).clinicId);
        if (secret === null) throw new Error('a signed-in clinic has no row');
        await auditCall(
          request,
          secretOf === webhookSecret ? 'webhook_secret.reveal' : 'webhook_secret.rotate',
        );
        reply.header('cache-control', 'no-store');
        return { secret };
      },
    );
  }
}
