/**
 * A non-OK HTTP answer, as the widget reports it (docs/product/errors.md).
 *
 * Form-flow, session and analytics calls say `HTTP Error: {status} - {body text}`;
 * the widget's chat calls say `HTTP error: {status} - {body}` (lower-case "error").
 * Callers decide on `status` (and the server's `code`), never on the message text.
 */
export type HttpErrorStyle = 'form' | 'chat';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: string;
  /** The server's stable machine code (the `error` of its JSON error body); null for any other body. */
  readonly code: string | null;

  constructor(status: number, body: string, style: HttpErrorStyle = 'form') {
    super(`${style === 'chat' ? 'HTTP error' : 'HTTP Error'}: ${status} - ${body}`);
    this.status = status;
    this.body = body;
    this.code = serverErrorCode(body);
  }
}

/** The `error` code of our server's JSON error body (ApiErrorBody); null for a proxy's page, say. */
function serverErrorCode(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
  return typeof parsed.error === 'string' ? parsed.error : null;
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** A 401 on a session call: the session expired, the page reloads (docs/product/errors.md). */
export const isSessionExpired = (error: unknown): boolean =>
  isHttpError(error) && error.status === 401;
