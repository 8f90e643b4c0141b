import type { FastifyReply } from 'fastify';
import type { ErrorKind, ErrorKinds } from '../lib/error-kind.ts';

/** The one place a domain error's kind becomes an HTTP status. */
export const STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
} as const satisfies Readonly<Record<ErrorKind, number>>;

/** A use case's refusal: its stable code and a sentence for people (lib/result.ts). */
interface Refusal<E extends string> {
  readonly error: E;
  readonly message: string;
  /** Each failing field with its problem, where the answer names them (SettingsErrorBody). */
  readonly fields?: Readonly<Record<string, string>>;
}

/**
 * Answers a use case's refusal as the ApiErrorBody `{ error, message }` with the status
 * of the code's kind; the code and message go out as the use case wrote them. Only
 * these fields go out (a Result's `ok` and any detail of its own stay home).
 */
export function replyWithError<E extends string>(
  reply: FastifyReply,
  refusal: Refusal<E>,
  kinds: ErrorKinds<E>,
): FastifyReply {
  return replyWithKind(reply, kinds[refusal.error], refusal);
}

/** Answers a refusal of a known kind (a route's own check, or a use case with one error). */
export function replyWithKind(
  reply: FastifyReply,
  kind: ErrorKind,
  refusal: Refusal<string>,
): FastifyReply {
  const status: number = STATUS_OF_KIND[kind];
  const { error, message, fields } = refusal;
  return reply.code(status).send(fields ? { error, message, fields } : { error, message });
}
