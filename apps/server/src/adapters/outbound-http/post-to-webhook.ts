import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, normalizeAddress } from '../../lib/net/is-public-address.ts';
import type { PostResult } from '../../ports/post-json.ts';

export interface WebhookTarget {
  /** Let deliveries reach loopback and private addresses (development and tests only). */
  readonly allowPrivate: boolean;
  readonly timeoutMs: number;
}

/** The longest answer we read from a receiver (we keep only its status). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Why a URL may not be a webhook target, or null when it may (before DNS). */
export function refuseWebhookUrl(url: string, allowPrivate: boolean): string | null {
  if (!URL.canParse(url)) return 'must be an absolute URL';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    return 'must be an https URL';
  }
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  // An address written in the URL is never looked up: check it here.
  const literal = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivate && isIP(literal) !== 0 && !isPublicAddress(normalizeAddress(literal))) {
    return `points at a non-public address (${literal})`;
  }
  return null;
}

/**
 * Resolves a host name and keeps only public addresses (no loopback, private,
 * link-local or reserved ranges: no SSRF into our own network). The connection uses the
 * address checked here, so a DNS answer that changes between check and connect
 * (rebinding) cannot slip through. Literal addresses are checked by refuseWebhookUrl.
 */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    const checked = (address: string, family: number) => {
      if (!allowPrivate && !isPublicAddress(normalizeAddress(address))) {
        callback(
          Object.assign(new Error(`${hostname} resolves to a non-public address`), {
            code: 'EADDRNOTPUBLIC',
          }),
          '',
          0,
        );
        return;
      }
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    lookup(hostname, { all: true })
      .then((answers) => {
        const bad = answers.find((answer) => !isPublicAddress(normalizeAddress(answer.address)));
        const first = answers[0];
        if (!first) throw new Error(`${hostname} has no address`);
        checked(bad && !allowPrivate ? bad.address : first.address, first.family);
      })
      .catch((error: Error) => callback(error, '', 0));
  };

/**
 * POSTs a JSON body to a clinic's webhook: no redirects followed, a timeout, only the
 * status kept. 2xx is delivered; anything else (or no answer) is a failed attempt.
 */
export function postToWebhook(
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  target: WebhookTarget,
): Promise<PostResult> {
  const refused = refuseWebhookUrl(url, target.allowPrivate);
  if (refused) return Promise.resolve({ ok: false, status: null, error: `URL ${refused}` });
  const parsed = new URL(url);
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      parsed,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'AfterLook-Webhook/1',
        },
        lookup: guardedLookup(target.allowPrivate),
        timeout: target.timeoutMs,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => {
          const status = response.statusCode ?? 0;
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, status, error: `answered ${status}` },
          );
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${target.timeoutMs} ms`)));
    req.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    req.end(body);
  });
}
