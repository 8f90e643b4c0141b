import {
  ApiErrorBody,
  ROUTES,
  STAFF_SESSION_COOKIE,
  StaffLoginBody,
  StaffMe,
  StaffSetPasswordBody,
} from '@afterlook/api';
import type { SignInMethod } from '@afterlook/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { recordAudit } from '../../features/audit/record-audit.ts';
import { setPasswordWithLink } from '../../features/staff/set-password-with-link.ts';
import { signIn } from '../../features/staff/sign-in.ts';
import { recordSignInSuccess, signInAttemptKeys } from '../../features/staff/sign-in-attempts.ts';
import {
  endStaffSession,
  type StaffSession,
  verifyStaffSession,
} from '../../features/staff/staff-sessions.ts';
import { displayEmail } from '../../lib/display-email.ts';
import { networkOf } from '../audit/audit-call.ts';
import { requireClinicCaller } from '../auth/require-clinic-caller.ts';
import { clearStaffCookie, setStaffCookie } from '../auth/staff-cookie.ts';
import { addressLimit } from '../limits/address-limit.ts';
import { clientAddress } from '../limits/client-address.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

const toMe = (session: StaffSession): StaffMe => ({
  user: {
    id: session.staffId,
    email: displayEmail(session.email),
    role: session.role,
    can_export_and_delete: session.canExportAndDelete,
  },
  clinic: { id: session.clinicId, name: session.clinicName },
  csrf_token: session.csrfToken,
  expires_at: session.expiresAt,
});

/**
 * Staff sign-in for the dashboard: email and password (or an invite / reset link) →
 * an HttpOnly session cookie and the session's CSRF token. The three share one budget
 * per client address, and failed sign-ins count per email and address
 * (features/staff/sign-in-attempts.ts).
 */
export function registerStaffRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // One limiter (one store) for the three routes: a route's own config.rateLimit would
  // give each its own bucket. onRequest: bad bodies count too.
  const signInBudget = addressLimit(app, 'staffSignIn');
  const authResponses = {
    200: StaffMe,
    400: ApiErrorBody,
    401: ApiErrorBody,
    429: ApiErrorBody,
  };

  /**
   * Opens the session just made and answers who is signed in; the address it came from
   * is now the account's own (its failures forgotten, no wait for others' failures). The
   * clinic's audit trail records the sign-in (failed ones only count for the lockout).
   */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    via: SignInMethod,
  ) => {
    const now = app.clock();
    const session = await verifyStaffSession(app.db, token, now);
    if (!session) throw new Error('a session just made did not verify');
    const keys = signInAttemptKeys(app.ports.cipher, session.email, clientAddress(request));
    await recordSignInSuccess(app.db, keys, now);
    await recordAudit(app.db, app.clock, {
      clinicId: session.clinicId,
      action: 'staff.sign_in',
      actor: { kind: 'staff', id: session.staffId, label: session.email },
      address: networkOf(request),
      detail: { via },
    });
    setStaffCookie(request, reply, token);
    reply.header('cache-control', 'no-store');
    return toMe(session);
  };

  typed.post(
    ROUTES.staffLogin.path,
    {
      onRequest: signInBudget,
      schema: {
        tags: ['staff'],
        summary: 'Sign in with email and password (sets the session cookie)',
        body: StaffLoginBody,
        response: authResponses,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const keys = signInAttemptKeys(app.ports.cipher, email, clientAddress(request));
      const result = await signIn(app.db, keys, email, password, app.clock());
      if (!result.ok) {
        if (result.error === 'account_locked') {
          reply.header('retry-after', Math.max(1, Math.ceil((result.retryAfterMs ?? 0) / 1000)));
          return replyWithKind(reply, 'rate_limited', result);
        }
        return replyWithKind(reply, 'unauthenticated', result);
      }
      return signedIn(request, reply, result.value.token, 'password');
    },
  );

  for (const [route, purpose] of [
    [ROUTES.staffAcceptInvite, 'invite'],
    [ROUTES.staffResetPassword, 'reset'],
  ] as const) {
    typed.post(
      route.path,
      {
        onRequest: signInBudget,
        schema: {
          tags: ['staff'],
          summary:
            purpose === 'invite'
              ? 'Accept an invite: set a password and sign in'
              : 'Set a new password with a reset link and sign in (other sessions end)',
          body: StaffSetPasswordBody,
          response: authResponses,
        },
      },
      async (request, reply) => {
        const { token, password } = request.body;
        const result = await setPasswordWithLink(app.db, purpose, token, password, app.clock());
        if (!result.ok) return replyWithKind(reply, 'invalid', result);
        return signedIn(request, reply, result.value.token, purpose);
      },
    );
  }

  typed.get(
    ROUTES.staffMe.path,
    {
      preHandler: requireClinicCaller,
      schema: {
        tags: ['staff'],
        summary: 'Who is signed in, and the CSRF token of this session',
        security: [{ staffSession: [] }],
        response: { 200: StaffMe, ...errorAnswers(401, 429) },
      },
    },
    async (request, reply) => {
      if (!request.staffSession) {
        return replyWithKind(reply, 'unauthenticated', {
          error: 'not_signed_in',
          message: 'This call is for a signed-in staff member',
        });
      }
      reply.header('cache-control', 'no-store');
      return toMe(request.staffSession);
    },
  );

  typed.post(
    ROUTES.staffLogout.path,
    {
      preHandler: requireClinicCaller,
      schema: {
        tags: ['staff'],
        summary: 'Sign out: the session ends on the server and the cookie is cleared',
        security: [{ staffSession: [] }],
        response: { 204: z.null(), ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (token) await endStaffSession(app.db, token);
      clearStaffCookie(reply);
      return reply.code(204).send(null);
    },
  );
}
