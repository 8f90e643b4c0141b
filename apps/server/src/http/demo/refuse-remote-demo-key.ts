import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../../lib/net/is-loopback-address.ts';

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
