import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { truncateAddress } from './truncate-address.ts';

/**
 * Query parameters whose values say nothing about a patient or a secret. Every other
 * value (a signed URL's `s`, an expiry or clinic grant, `clinicSdkKey`, the capture
 * flow's name/email/phone, tokens of any name) is written as [redacted].
 */
const KEPT_QUERY = new Set([
  'source',
  'timestamp',
  'procedure',
  'lang',
  'wait',
  'limit',
  'from',
  'to',
  'formVersion',
  'ctaCopy',
]);

const REDACTED = '[redacted]';

/** The path with any address in it cut to its network (GET /api/v1/user-location/:ip). */
const safePath = (path: string): string =>
  path
    .split('/')
    .map((segment) => {
      const decoded = safeDecode(segment);
      return isIP(decoded) ? truncateAddress(decoded) : segment;
    })
    .join('/');

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A request URL as the log may keep it: secrets and contact details dropped. */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return safePath(url);
  const query = new URLSearchParams(url.slice(mark + 1));
  const kept = [...query.entries()].map(([name, value]) =>
    KEPT_QUERY.has(name)
      ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
      : `${encodeURIComponent(name)}=${REDACTED}`,
  );
  return `${safePath(url.slice(0, mark))}?${kept.join('&')}`;
}

/**
 * Fastify's request log serializer: method, URL without secrets or contact details,
 * and the client's network, never its full address. Headers are not logged (the
 * Authorization header carries SDK keys, tokens and admin keys).
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: safeUrl(request.url),
    remoteAddress: truncateAddress(request.ip),
  };
}
