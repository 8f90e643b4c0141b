/**
 * One DNS label (letters, digits, inner hyphens; IDNs arrive punycoded from URL), or a
 * bracketed IPv6 literal. Nothing else can be a host we fetch from or name in a header:
 * `*`, `;`, `,`, quotes and spaces all fail here.
 */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/** Whether `host` (as URL's `hostname` gives it, lower case) is a plain hostname. */
export function isPlainHostname(host: string): boolean {
  if (IPV6.test(host)) return true;
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}

/**
 * The origin (`https://clinic.example[:port]`) of an absolute http(s) address whose host
 * is a plain hostname and which carries no user name or password, else null. What it
 * answers is safe to put in a Content-Security-Policy source list.
 */
export function plainHttpOrigin(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !isPlainHostname(url.hostname)) return null;
  return url.origin;
}
