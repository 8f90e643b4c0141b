import { SESSION_AUTH_SCHEME } from '@afterlook/api';

/** The token of `Authorization: session <token>` (scheme word case-insensitive), else undefined. */
export function parseSessionHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
  if (!match || match[1]?.toLowerCase() !== SESSION_AUTH_SCHEME) return undefined;
  return match[2];
}
