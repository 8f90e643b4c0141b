/**
 * What kind of refusal a use case's failure is, in the domain's words. Use cases name
 * each of their error codes' kind; http/reply-with-error.ts alone turns a kind into an
 * HTTP status, so no use case knows HTTP.
 */
export type ErrorKind =
  /** The request is malformed or breaks a rule (400). */
  | 'invalid'
  /** Who is asking could not be established (401). */
  | 'unauthenticated'
  /** The caller is known but may not do this (403). */
  | 'forbidden'
  /** The thing named does not exist, or not for this caller (404). */
  | 'not_found'
  /** The thing is not in a state that allows this (409). */
  | 'conflict'
  /** The body is larger than allowed (413). */
  | 'too_large'
  /** The body is of a type not accepted (415). */
  | 'unsupported_media'
  /** Well-formed, but cannot be acted on (an unreadable photo, a procedure the AI does not do) (422). */
  | 'unprocessable'
  /** Too many tries in too short a time (429). */
  | 'rate_limited';

/** Each error code of a use case with its kind. */
export type ErrorKinds<E extends string> = Readonly<Record<E, ErrorKind>>;
