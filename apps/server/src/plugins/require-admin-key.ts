import type { FastifyReply, FastifyRequest } from 'fastify';
import { type VerifiedAdmin, verifyAdminKey } from '../admin/verify-admin-key.ts';
import { parseBearerHeader } from '../sessions/parse-session-header.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdminKey; null on routes that do not require one. */
    admin: VerifiedAdmin | null;
  }
}

/**
 * preHandler of the clinic admin calls: `Authorization: Bearer <admin key>`. A patient
 * session (`session <token>`), an SDK key or an unknown key → 401, counted against the
 * address (too many failed guesses → 429); nothing runs.
 */
export async function requireAdminKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, authThrottle } = request.server;
  if (await authThrottle.refuse(request, reply)) return reply;
  const key = parseBearerHeader(request.headers.authorization);
  if (!key) {
    await authThrottle.countFailure(request);
    return reply.code(401).send({
      error: 'missing_admin_key',
      message: 'Send "Authorization: Bearer <admin key>" (npm run clinic -- create-admin-key)',
    });
  }
  const verified = await verifyAdminKey(db, key);
  if (!verified.ok) {
    await authThrottle.countFailure(request);
    return reply.code(401).send({ error: verified.error, message: verified.message });
  }
  request.admin = verified.value;
}
