import { EMBED_CHECK_PATH, EMBED_VERDICTS, type EmbedVerdict } from '../embed-check.ts';

/** The server's verdict on this page and key, or that it could not be asked (and why). */
export type KeyCheck =
  | { readonly verdict: EmbedVerdict; readonly themeColor?: string }
  | { readonly verdict: 'unreachable'; readonly reason: string };

/** How long the first check waits: the console names the problem within this. */
export const CHECK_TIMEOUT_MS = 2_000;
/** How long a click waits to learn the server is still unreachable before saying so. */
export const RECHECK_TIMEOUT_MS = 4_000;

const isVerdict = (value: unknown): value is EmbedVerdict =>
  typeof value === 'string' && (EMBED_VERDICTS as readonly string[]).includes(value);

/**
 * Asks the server whether this page may show the clinic's widget: the key goes as a
 * text/plain body (a simple request, no preflight). Never throws.
 */
export async function checkKey(
  serverOrigin: string,
  clinicKey: string,
  timeoutMs: number,
): Promise<KeyCheck> {
  try {
    const response = await fetch(`${serverOrigin}${EMBED_CHECK_PATH}`, {
      method: 'POST',
      body: clinicKey,
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { verdict: 'unreachable', reason: `it answered ${response.status}` };
    const answer = (await response.json()) as { verdict?: unknown; theme_color?: unknown };
    if (!isVerdict(answer.verdict)) {
      return { verdict: 'unreachable', reason: 'its answer was not understood' };
    }
    return typeof answer.theme_color === 'string'
      ? { verdict: answer.verdict, themeColor: answer.theme_color }
      : { verdict: answer.verdict };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      verdict: 'unreachable',
      reason: timedOut ? `no answer within ${timeoutMs / 1000} s` : 'the request failed',
    };
  }
}

/**
 * What the console tells the clinic's web person when the widget cannot run here, with
 * the fix; null when it can.
 */
export function diagnose(check: KeyCheck, pageOrigin: string, serverOrigin: string): string | null {
  const guide = `${serverOrigin}/docs/embed`;
  const hidden = 'AfterLook (no button shown):';
  switch (check.verdict) {
    case 'ok':
      return null;
    case 'unknown_key':
      return `${hidden} ${serverOrigin} knows no clinic with this key. Copy the snippet again from your dashboard's Install page.`;
    case 'demo_key_local_only':
      return `${hidden} the demo key works only on the server's own machine. Use your clinic's key.`;
    case 'origin_not_allowed':
      return pageOrigin === 'null'
        ? `${hidden} a file:// page has no origin to allow. Serve it over http(s) and allow that origin (${guide}#origins).`
        : `${hidden} this clinic does not allow pages at ${pageOrigin}. Add ${pageOrigin} to its allowed origins in the dashboard's settings (${guide}#origins).`;
    case 'unreachable':
      return `AfterLook: could not reach ${serverOrigin} (${check.reason}). Check the network; a Content-Security-Policy must allow it in script-src, connect-src and frame-src (${guide}#csp).`;
  }
}
