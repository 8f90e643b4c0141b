import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { normalizeAddress } from '../location/is-public-address.ts';

/** 127.0.0.0/8 and ::1, also IPv4-mapped (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const ip = normalizeAddress(address);
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/**
 * The demo clinic's key is printed in the banner and the README: anyone who can reach
 * the server could use it. It works only for clients on this machine unless the
 * operator shares the demo (DEMO_PUBLIC=1). The client's address is the verified one
 * (request.ip, TRUST_PROXY applied), never raw header text.
 */
export function refuseRemoteDemoKey(
  request: FastifyRequest,
  sdkKey: string,
): { error: 'demo_key_local_only'; message: string } | null {
  const { demoSdkKey, demoPublic } = request.server.config;
  if (sdkKey !== demoSdkKey || demoPublic || isLoopbackAddress(request.ip)) return null;
  return {
    error: 'demo_key_local_only',
    message:
      'The demo clinic key works only from the machine running the server (set DEMO_PUBLIC=1 to share the demo)',
  };
}
