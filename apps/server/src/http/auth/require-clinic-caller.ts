import { createHash, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '@afterlook/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type VerifiedAdmin, verifyAdminKey } from '../../features/api-keys/verify-admin-key.ts';
import { type StaffSession, verifyStaffSession } from '../../features/staff/staff-sessions.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { parseBearerHeader } from './parse-session-header.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireClinicCaller; null on routes that do not require one. */
    admin: VerifiedAdmin | null;
    /** The signed-in staff member's session, when the caller came by cookie. */
    staffSession: StaffSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameSecret = (given: string, expected: string) => {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

/**
 * preHandler of the clinic's calls: `Authorization: Bearer <admin key>` (machine
 * clients) or a signed-in staff member's session cookie, whose every state-changing
 * call must carry the session's CSRF token in X-CSRF-Token. A failed credential →
 * 401, counted against the address (too many → 429); a missing CSRF token → 403.
 */
export async function requireClinicCaller(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { db, authThrottle, clock } = request.server;
  if (await authThrottle.refuse(request, reply)) return reply;
  const cookie = request.cookies[STAFF_SESSION_COOKIE];
  if (request.headers.authorization === undefined && cookie) {
    const session = await verifyStaffSession(db, cookie, clock());
    if (!session) {
      await authThrottle.countFailure(request);
      return replyWithKind(reply, 'unauthenticated', {
        error: 'not_signed_in',
        message: 'Your session has ended. Please sign in again.',
      });
    }
    const csrf = request.headers[CSRF_HEADER];
    if (
      !SAFE_METHODS.has(request.method) &&
      (typeof csrf !== 'string' || !sameSecret(csrf, session.csrfToken))
    ) {
      return replyWithKind(reply, 'forbidden', {
        error: 'csrf_failed',
        message: `Send the session's CSRF token in ${CSRF_HEADER}`,
      });
    }
    request.staffSession = session;
    request.admin = {
      clinicId: session.clinicId,
      role: session.role,
      canExportAndDelete: session.canExportAndDelete,
      actor: { kind: 'staff', id: session.staffId, label: session.email },
      keyEpoch: session.keyEpoch,
      staffSessionId: session.sessionId,
    };
    return;
  }
  const key = parseBearerHeader(request.headers.authorization);
  if (!key) {
    await authThrottle.countFailure(request);
    return replyWithKind(reply, 'unauthenticated', {
      error: 'missing_admin_key',
      message:
        'Sign in to the dashboard, or send "Authorization: Bearer <admin key>" (npm run clinic -- create-admin-key)',
    });
  }
  const verified = await verifyAdminKey(db, key);
  if (!verified.ok) {
    await authThrottle.countFailure(request);
    return replyWithKind(reply, 'unauthenticated', verified);
  }
  request.admin = verified.value;
}

/** preHandler after requireClinicCaller: settings, keys, staff and webhooks are the owners'. */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.admin?.role === 'owner') return;
  return replyWithKind(reply, 'forbidden', {
    error: 'owner_only',
    message: "Only the clinic's owners can do this",
  });
}

/**
 * preHandler after requireClinicCaller: exporting and deleting patients' data is for
 * owners (and admin keys), and staff an owner gave the permission on the team page.
 */
export async function requireExportAndDelete(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.admin?.canExportAndDelete) return;
  return replyWithKind(reply, 'forbidden', {
    error: 'export_and_delete_not_allowed',
    message:
      "Exporting and deleting patients' data is for the clinic's owners, and staff an owner allows on the Team page",
  });
}

/** The verified caller of a route that runs requireClinicCaller (else a bug: throws). */
export function callerOf(request: FastifyRequest): VerifiedAdmin {
  if (!request.admin) throw new Error('requireClinicCaller did not run');
  return request.admin;
}
