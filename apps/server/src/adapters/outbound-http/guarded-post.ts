import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { refuseOutboundUrl } from '../../lib/net/refuse-outbound-url.ts';
import type { PostJson, PostResult } from '../../ports/post-json.ts';
import { pinnedLookup, type ResolveHost } from './pinned-lookup.ts';

export interface OutboundGuard {
  /**
   * The operator's choice (an environment flag), never a clinic's: loopback, private
   * hosts and plain http are let through (a local Ollama, development, tests).
   */
  readonly allowPrivate: boolean;
  /** From the start of a call to the last byte of its answer, however slowly it drips. */
  readonly deadlineMs: number;
  /** The longest answer read; a longer one fails the call. */
  readonly maxAnswerBytes: number;
  readonly userAgent: string;
  /** How host names resolve (tests give their own); default: the system's resolver. */
  readonly resolve?: ResolveHost;
}

/**
 * The one way the server calls out to a URL a clinic gave (webhooks, a clinic's chat
 * endpoint): the URL is checked (refuseOutboundUrl), its name resolved to public
 * addresses only and the socket pinned to them, redirects are never followed (a 3xx
 * is a failed call), and the whole call ends at a hard deadline with a capped answer.
 */
export function createGuardedPost(guard: OutboundGuard): PostJson {
  const { allowPrivate, deadlineMs, maxAnswerBytes } = guard;
  const lookup = pinnedLookup(allowPrivate, guard.resolve);
  return (url, body, headers) => {
    const refused = refuseOutboundUrl(url, allowPrivate);
    if (refused) return Promise.resolve({ ok: false, status: null, error: `URL ${refused}` });
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<PostResult>((resolve) => {
      const request = send(target, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': guard.userAgent,
        },
        lookup,
      });
      // Ends the call whatever state it is in (a whole answer leaves its socket to the
      // agent); the first outcome wins.
      const settle = (result: PostResult, whole = false) => {
        clearTimeout(deadline);
        if (!whole) request.destroy();
        resolve(result);
      };
      let answered: number | null = null;
      // An idle timeout would let an answer dripping a byte at a time run forever.
      const deadline = setTimeout(
        () =>
          settle({
            ok: false,
            status: answered,
            error: `no full answer within ${deadlineMs} ms`,
          }),
        deadlineMs,
      );
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        answered = status;
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxAnswerBytes) {
            settle({ ok: false, status, error: `answer longer than ${maxAnswerBytes} bytes` });
          } else chunks.push(chunk);
        });
        response.on('end', () =>
          settle(
            status >= 200 && status < 300
              ? { ok: true, status, body: Buffer.concat(chunks).toString('utf8') }
              : { ok: false, status, error: `answered ${status}` },
            true,
          ),
        );
        response.on('error', (error) => settle({ ok: false, status, error: error.message }));
      });
      request.on('error', (error) => settle({ ok: false, status: null, error: error.message }));
      request.end(body);
    });
  };
}
