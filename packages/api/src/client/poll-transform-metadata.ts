import { NETWORK_TIMING } from '@afterlook/domain';
import { HttpError } from '../http-error.ts';
import {
  METADATA_MAX_WAIT_MS,
  type TransformMetadata,
  TransformMetadataDocument,
  toTransformMetadata,
} from '../schemas/transforms.ts';
import { parseJson, type RequestContext, resolveUrl } from './request.ts';

export interface PollOptions {
  /** docs/product/limits.md: 500 ms between polls. */
  readonly intervalMs?: number;
  /** Give up after this long (default 3 minutes). */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /**
   * Opt-in long poll: ask the server to hold each GET up to this long (ms, ≤ 10 000)
   * and answer the moment the result is ready. Polls still never come faster than
   * intervalMs apart.
   */
  readonly waitMs?: number;
}

const DEFAULT_TIMEOUT_MS = 180_000;

/** The result never arrived within the poll's time: callers tell it apart by type, not by message. */
export class MetadataPollTimeout extends Error {
  override readonly name = 'MetadataPollTimeout';

  constructor(metadataUrl: string) {
    super(`Timed out waiting for the simulation result at ${metadataUrl}`);
  }
}

/** Answers that mean "not ready yet, ask again"; any other non-OK answer is final. */
const RETRYABLE = new Set([404, 408, 425, 429, 502, 503, 504]);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** GETs metadata_url every 500 ms until it answers OK, then returns the simulation outcome. */
export async function pollTransformMetadata(
  ctx: RequestContext,
  metadataUrl: string,
  options: PollOptions = {},
): Promise<TransformMetadata> {
  const interval = options.intervalMs ?? NETWORK_TIMING.metadataPollIntervalMs;
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const url = withWait(resolveUrl(ctx.baseUrl, metadataUrl), options.waitMs);
  for (;;) {
    const startedAt = Date.now();
    const response = await ctx.fetch(url, {
      headers: { accept: 'application/json' },
      signal: options.signal ?? null,
    });
    if (response.ok) {
      const document = await parseJson(response, TransformMetadataDocument, 'metadata_url');
      return toTransformMetadata(document);
    }
    const body = await response.text().catch(() => '');
    if (!RETRYABLE.has(response.status)) throw new HttpError(response.status, body);
    const pause = Math.max(0, interval - (Date.now() - startedAt));
    if (Date.now() + pause > deadline) {
      throw new MetadataPollTimeout(metadataUrl);
    }
    await sleep(pause, options.signal);
  }
}

/** Adds `wait=<ms>` to the metadata URL's own (signed) query. */
function withWait(url: string, waitMs: number | undefined): string {
  if (!waitMs || waitMs <= 0) return url;
  const wait = Math.min(Math.round(waitMs), METADATA_MAX_WAIT_MS);
  return `${url}${url.includes('?') ? '&' : '?'}wait=${wait}`;
}
