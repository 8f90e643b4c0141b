import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'afterlook-signature';
/** A receiver refuses a delivery signed longer ago than this (a replay). */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/**
 * Signs a delivery (the Stripe recipe): HMAC-SHA256, keyed by the clinic's webhook
 * secret, of `<timestamp>.<raw body>`.
 */
export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${mac(secret, timestamp, body)}`;

/**
 * What a receiver does with the header and the raw body (the README's recipe): recompute
 * the MAC, compare in constant time, and refuse an old timestamp.
 */
export function verifyWebhook(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_S) {
    return false;
  }
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
