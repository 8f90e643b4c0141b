import { isIP } from 'node:net';
import { isPublicAddress } from './is-public-address.ts';

/** Names that mean this machine whatever DNS says (RFC 6761). */
const LOCAL_NAME = /(^|\.)localhost\.?$/i;

/**
 * Why the server may not call this URL (a clinic's webhook or chat endpoint), or null
 * when it may: https, no user name or password, and no loopback, private or reserved
 * host. `allowPrivate` is the operator's choice (an environment flag), never a
 * clinic's: it lets plain http and any address through. A host name is checked again
 * when it resolves, at connect (adapters/outbound-http).
 */
export function refuseOutboundUrl(url: string, allowPrivate: boolean): string | null {
  if (!URL.canParse(url)) return 'must be an absolute URL';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    return 'must be an https URL';
  }
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (allowPrivate) return null;
  // The URL parser writes any IPv4 spelling (0x7f.1, 2130706433) as a.b.c.d.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `points at a non-public address (${host})`;
  if (LOCAL_NAME.test(host)) return `points at this machine (${host})`;
  return null;
}
