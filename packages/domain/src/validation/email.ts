import { LEAD_LIMITS } from '../constants.ts';

/**
 * Email addresses as people have them, internationalised ones included (RFC 6531):
 * `dueña@clínica.cl`. The widget's lead form only requires an email (its input is of
 * email type: docs/product/validation.md); the server, the staff invites and the
 * dashboard judge the format here, alike.
 *
 * The local part is dot-separated words of letters, marks and digits of any script plus
 * `_ ' + -` (no leading, trailing or doubled dot), at most 64 bytes. The domain is read
 * by the platform's own IDNA (UTS #46) through the WHATWG URL parser, in the browser and
 * in Node alike: it must come out as a DNS name of two or more labels whose last is
 * letters (or an xn-- label).
 */
const LOCAL_PART = /^[\p{L}\p{M}\p{N}_'+-]+(?:\.[\p{L}\p{M}\p{N}_'+-]+)*$/u;
const LOCAL_PART_MAX_BYTES = 64;
/** What the URL parser would read as something other than the host. */
const NOT_A_HOST = /[\s@/\\?#:%[\]<>^|"'`{}]/u;
/** A label starting or ending with a hyphen (checked before IDNA, which allows it). */
const EDGE_HYPHEN = /(?:^|\.)-|-(?:\.|$)/u;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const DOMAIN_MAX_LENGTH = 253;

/** The domain in its ASCII form (`xn--clnica-4va.cl`, lower case); null when not one. */
export function asciiEmailDomain(domain: string): string | null {
  if (domain === '' || NOT_A_HOST.test(domain) || EDGE_HYPHEN.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  const top = labels.at(-1) ?? '';
  return host.length <= DOMAIN_MAX_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => DNS_LABEL.test(label)) &&
    TOP_LABEL.test(top)
    ? host
    : null;
}

/** Splits at the last `@` (a local part never holds one here). */
const split = (address: string): [string, string] | null => {
  const at = address.lastIndexOf('@');
  return at <= 0 ? null : [address.slice(0, at), address.slice(at + 1)];
};

/**
 * The ASCII addresses accepted before internationalised ones were (zod's default email
 * rule): still accepted as they were, so every stored lead and account still reads.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `address` is an email address (RFC 6531 included), as typed: no trimming. */
export function isEmailAddress(address: string): boolean {
  if (EMAIL_PATTERN.test(address)) return true;
  const parts = split(address.normalize('NFC'));
  if (!parts) return false;
  const [local, domain] = parts;
  return (
    LOCAL_PART.test(local) &&
    new TextEncoder().encode(local).length <= LOCAL_PART_MAX_BYTES &&
    asciiEmailDomain(domain) !== null
  );
}

/** An email address as the lead API accepts it: a well-formed address of ≤ 254 characters. */
export const isLeadEmail = (email: string): boolean =>
  email.length <= LEAD_LIMITS.emailMaxLength && isEmailAddress(email);

/**
 * The one spelling of an address that lookups and keyed hashes use: trimmed, NFC, lower
 * case, its domain in ASCII form. `Dueña@Clínica.cl`, its decomposed twin (n + combining
 * tilde) and `dueña@xn--clnica-4va.cl` (what a browser's email input may send) are one
 * key; an ASCII address keeps the key it always had (trimmed, lower case).
 */
export function emailKey(address: string): string {
  const canonical = address.trim().normalize('NFC').toLowerCase();
  const parts = split(canonical);
  if (!parts) return canonical;
  const domain = asciiEmailDomain(parts[1]);
  return domain === null ? canonical : `${parts[0]}@${domain}`;
}
