import { isIP } from 'node:net';
import { normalizeAddress } from './is-public-address.ts';

/** 127.0.0.0/8 and ::1, also IPv4-mapped (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const ip = normalizeAddress(address);
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}
