import { STAFF_SESSION_COOKIE } from '@afterlook/api';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The session cookie: HttpOnly, SameSite=Lax, scoped to our API, and Secure everywhere
 * but a developer's loopback (where http is all there is).
 */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || !LOOPBACK_HOSTS.has(request.hostname),
    path: '/api/',
    maxAge: Math.floor(STAFF_ACCOUNT_RULES.sessionAbsoluteMs / 1000),
  });
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/api/' });
}
