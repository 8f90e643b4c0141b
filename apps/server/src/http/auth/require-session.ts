import type { FastifyReply, FastifyRequest } from 'fastify';
import { type VerifiedSession, verifySession } from '../../features/sessions/verify-session.ts';
import { replyWithKind } from '../reply-with-error.ts';
import { parseSessionHeader } from './parse-session-header.ts';

/**
 * preHandler of every session-protected call: `Authorization: session <token>`.
 * Missing, malformed, unknown, expired or revoked → 401 with a JSON error, counted
 * against the address (too many → 429); nothing runs.
 */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, clock, authThrottle } = request.server;
  if (await authThrottle.refuse(request, reply)) return reply;
  const token = parseSessionHeader(request.headers.authorization);
  if (!token) {
    await authThrottle.countFailure(request);
    return replyWithKind(reply, 'unauthenticated', {
      error: 'missing_session',
      message: 'Send "Authorization: session <access_token>" (POST /api/v1/sessions gives one)',
    });
  }
  const verified = await verifySession(db, token, clock);
  if (!verified.ok) {
    await authThrottle.countFailure(request);
    return replyWithKind(reply, 'unauthenticated', verified);
  }
  request.session = verified.value;
}

/** The verified session of a request whose route runs requireSession (else a bug: throws). */
export function sessionOf(request: FastifyRequest): VerifiedSession {
  if (!request.session) throw new Error('requireSession did not run for this route');
  return request.session;
}
