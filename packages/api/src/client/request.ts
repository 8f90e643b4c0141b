import * as z from 'zod/mini';
import { HttpError, type HttpErrorStyle } from '../http-error.ts';
import { SESSION_AUTH_SCHEME } from '../paths.ts';

export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface RequestContext {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly getAccessToken: () => string | undefined;
  /** fetch's credentials mode; unset: fetch's default (the page's own origin only). */
  readonly credentials?: RequestInit['credentials'];
}

/** How a call authenticates: a session token, the SDK key itself, or nothing (signed URLs). */
export type Auth = 'session' | { readonly sdkKey: string } | 'none';

export interface JsonRequest<S extends z.ZodMiniType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly schema: S;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** A body sent as it is with its own content type (an image), instead of JSON. */
  readonly rawBody?: { readonly data: Blob | ArrayBuffer; readonly contentType: string };
  readonly auth?: Auth;
  /** Extra request headers (e.g. Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly errorStyle?: HttpErrorStyle;
  readonly signal?: AbortSignal;
}

/** Absolute URLs are used as they are; paths are resolved against the base URL. */
export function resolveUrl(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl.replace(/\/+$/, '')}${pathOrUrl}`;
}

export function authorizationHeader(ctx: RequestContext, auth: Auth): string | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'session') {
    const token = ctx.getAccessToken();
    return token ? `${SESSION_AUTH_SCHEME} ${token}` : undefined;
  }
  return auth.sdkKey;
}

/** Throws HttpError with the body text when the answer is not OK. */
export async function ensureOk(response: Response, style: HttpErrorStyle): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new HttpError(response.status, text, style);
}

/** Parses a JSON answer with its schema; a mismatch is a broken contract, so it throws. */
export async function parseJson<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
  what: string,
): Promise<z.output<S>> {
  const data: unknown = await response.json();
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    throw new Error(`Unexpected response from ${what}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export async function requestJson<S extends z.ZodMiniType>(
  ctx: RequestContext,
  request: JsonRequest<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
  const authorization = authorizationHeader(ctx, request.auth ?? 'session');
  if (authorization) headers.authorization = authorization;
  let body: string | Blob | ArrayBuffer | undefined;
  if (request.rawBody) {
    headers['content-type'] = request.rawBody.contentType;
    body = request.rawBody.data;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const search = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const url = resolveUrl(ctx.baseUrl, `${request.path}${search}`);
  const response = await ctx.fetch(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal ?? null,
    ...(ctx.credentials ? { credentials: ctx.credentials } : {}),
  });
  await ensureOk(response, request.errorStyle ?? 'form');
  return parseJson(response, request.schema, `${request.method} ${request.path}`);
}
