import { ADMIN_AUTH_SCHEME, SESSION_AUTH_SCHEME } from '@afterlook/api';

/**
 * The credential of `Authorization: <scheme> <credential>`, parsed strictly: one
 * scheme word (case-insensitive, as HTTP has it), exactly one space, one token of
 * visible characters. Anything else (two spaces, a tab, a second token) is no
 * credential at all, never a differently spelled one.
 */
export function parseAuthorization(header: string | undefined, scheme: string): string | undefined {
  if (!header) return undefined;
  const match = /^([A-Za-z][A-Za-z0-9-]*) ([\x21-\x7e]+)$/.exec(header);
  if (!match || match[1]?.toLowerCase() !== scheme.toLowerCase()) return undefined;
  return match[2];
}

/** The token of `Authorization: session <token>`, else undefined. */
export const parseSessionHeader = (header: string | undefined): string | undefined =>
  parseAuthorization(header, SESSION_AUTH_SCHEME);

/** The key of `Authorization: Bearer <admin key>`, else undefined. */
export const parseBearerHeader = (header: string | undefined): string | undefined =>
  parseAuthorization(header, ADMIN_AUTH_SCHEME);
