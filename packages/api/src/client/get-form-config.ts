import { HttpError } from '../http-error.ts';
import { resolveUrl } from './request.ts';

export interface FormConfigOptions {
  /** Give up after this long (default 10 s). */
  readonly timeoutMs?: number;
  /** Refuse a document larger than this (default 64 KB). */
  readonly maxBytes?: number;
  readonly signal?: AbortSignal;
}

export const FORM_CONFIG_TIMEOUT_MS = 10_000;
export const FORM_CONFIG_MAX_BYTES = 64 * 1024;

/**
 * GET a clinic's form config document (docs/product/api.md#session-and-clinic: `GET the configUrl`, no auth).
 * The address is the host page's choice, often another site's, so the request carries
 * no session Authorization header, no cookies and no referrer. It is bounded in time
 * and size, and answers the parsed JSON as `unknown` for the caller's own check.
 * Throws HttpError on a non-OK answer and Error on anything else that goes wrong.
 */
export async function getFormConfig(
  fetchImpl: typeof fetch,
  baseUrl: string,
  configUrl: string,
  options: FormConfigOptions = {},
): Promise<unknown> {
  if (!/^https?:\/\//i.test(configUrl) && !/^\/(?!\/)/.test(configUrl)) {
    throw new Error(`The form config address must be an http(s) URL: ${configUrl}`);
  }
  const url = resolveUrl(baseUrl, configUrl);
  const maxBytes = options.maxBytes ?? FORM_CONFIG_MAX_BYTES;
  const { signal, done } = withTimeout(options.timeoutMs ?? FORM_CONFIG_TIMEOUT_MS, options.signal);
  try {
    return await fetchCapped(fetchImpl, url, signal, maxBytes);
  } finally {
    done();
  }
}

async function fetchCapped(
  fetchImpl: typeof fetch,
  url: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'GET',
    headers: { accept: 'application/json' },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    redirect: 'follow',
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text.slice(0, 500));
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`The form config is larger than ${maxBytes} bytes`);
  }
  const text = await readCapped(response, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('The form config is not JSON');
  }
}

/** Aborts after `ms`, or when the caller's own signal aborts. */
function withTimeout(
  ms: number,
  outer: AbortSignal | undefined,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The form config took too long', 'TimeoutError')),
    ms,
  );
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/** The body as text, stopping (and cancelling the download) past maxBytes. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`The form config is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
