import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClinicInfo } from '@afterlook/api';
import { PATHS, SESSION_AUTH_SCHEME } from '@afterlook/api';

/** The clinic a fake API serves unless a test gives another. */
export const TEST_CLINIC: ClinicInfo = {
  clinic_name: 'Harbor Aesthetics',
  logo_url: null,
  website_url: 'https://harbor-aesthetics.test',
  themeColor: '#7A4DD8',
  fontFamily: null,
  procedures: [
    { type: 'BREAST_AUGMENTATION' },
    { type: 'BREAST_LIFT' },
    { type: 'BREAST_REDUCTION' },
    { type: 'BBL' },
    { type: 'TUMMY_TUCK' },
    { type: 'LIPOSUCTION' },
    { type: 'ARM_LIFT' },
    { type: 'RHINOPLASTY' },
  ],
  allowed_origins: ['https://harbor-aesthetics.test'],
};

export interface FakeApi {
  readonly baseUrl: string;
  /** "METHOD /path" of every request, in order. */
  readonly calls: string[];
  close(): Promise<void>;
}

interface FakeApiOptions {
  /** The SDK key that gets a session; any other answers 401. */
  readonly sdkKey: string;
  readonly clinic?: ClinicInfo;
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type, accept',
  });
  response.end(JSON.stringify(body));
};

/**
 * A real HTTP server on loopback answering the two session-setup calls the way the
 * API does: POST /api/v1/sessions with the SDK key, GET /api/v1/clinic-info with
 * `Authorization: session <token>`; 401 for a wrong key or token.
 */
export async function startFakeApi({
  sdkKey,
  clinic = TEST_CLINIC,
}: FakeApiOptions): Promise<FakeApi> {
  const token = `token-for-${sdkKey}`;
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    calls.push(`${request.method} ${path}`);
    if (request.method === 'OPTIONS') return send(response, 204, {});
    const authorization = request.headers.authorization;
    if (request.method === 'POST' && path === PATHS.sessions) {
      return authorization === sdkKey
        ? send(response, 200, { id: 'session-1', access_token: token })
        : send(response, 401, { error: 'unauthorized', message: 'Invalid SDK key' });
    }
    if (request.method === 'GET' && path === PATHS.clinicInfo) {
      return authorization === `${SESSION_AUTH_SCHEME} ${token}`
        ? send(response, 200, clinic)
        : send(response, 401, { error: 'unauthorized', message: 'Invalid session' });
    }
    send(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
