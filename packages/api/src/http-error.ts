/**
 * A non-OK HTTP answer, as the widget reports it (docs/product/errors.md).
 *
 * Form-flow, session and analytics calls say `HTTP Error: {status} - {body text}`;
 * the widget's chat calls say `HTTP error: {status} - {body}` (lower-case "error").
 * The message matters: the widget reloads the page when it contains 401.
 */
export type HttpErrorStyle = 'form' | 'chat';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, style: HttpErrorStyle = 'form') {
    super(`${style === 'chat' ? 'HTTP error' : 'HTTP Error'}: ${status} - ${body}`);
    this.status = status;
    this.body = body;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
