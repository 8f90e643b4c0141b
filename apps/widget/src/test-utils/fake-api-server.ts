import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClinicInfo } from '@afterlook/api';
import { PATHS, SESSION_AUTH_SCHEME } from '@afterlook/api';

/** The clinic a fake API serves unless a test gives another. */
export const TEST_CLINIC = {
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
  booking_url: 'https://harbor-aesthetics.test/book',
  mixpanel_token: null,
  phone_countries: { allowed: ['US'], default_country: 'US' },
} satisfies ClinicInfo;

/** What the fake answers to the simulation and lead calls; tests change it between steps. */
export interface FakeBehaviour {
  /** Upload slots the images batch answers with (docs/product/validation.md: exactly one is valid). */
  slots: number;
  /** How many metadata polls answer 404 before the result. */
  pendingPolls: number;
  /** The metadata document once ready. */
  metadata: {
    status: { success: boolean; reason?: string | null };
    implant_size_in_cc?: number | null;
    images?: { url: string; implant_size_in_cc: number | null }[];
  };
  /** Status of the transform call (401 tests the session expiry). */
  transformStatus: number;
  /** Status of the submit call. */
  submitStatus: number;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface FakeApi {
  readonly baseUrl: string;
  /** "METHOD /path" of every request, in order. */
  readonly calls: string[];
  readonly requests: RecordedRequest[];
  readonly behaviour: FakeBehaviour;
  /** JSON bodies of the requests to a path. */
  bodiesOf(path: string): unknown[];
  close(): Promise<void>;
}

export const SAMPLE_MODELS = (procedure: string) =>
  [1, 2, 3].map((n) => ({
    id: `${procedure.toLowerCase()}-${n}`,
    image_url: `/sample-models/v1/${procedure.toLowerCase()}-${n}.png`,
    view_type:
      procedure === 'BBL'
        ? 'BODY_BACK'
        : procedure.startsWith('BREAST')
          ? 'TORSO_FRONT'
          : 'BODY_FRONT',
  }));

const ANALYTICS_PATHS: readonly string[] = [
  PATHS.dailyAnalytics,
  PATHS.dailyDetailedAnalytics,
  PATHS.referralDailyAnalytics,
  PATHS.notifyUnsupportedProcedure,
  PATHS.events,
];

export const defaultBehaviour = (): FakeBehaviour => ({
  slots: 1,
  pendingPolls: 1,
  metadata: {
    status: { success: true, reason: null },
    implant_size_in_cc: 310,
    images: [
      { url: '/blobs/after-0.png', implant_size_in_cc: 260 },
      { url: '/blobs/after-1.png', implant_size_in_cc: 310 },
      { url: '/blobs/after-2.png', implant_size_in_cc: 362 },
    ],
  },
  transformStatus: 200,
  submitStatus: 200,
});

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
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
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
  const requests: RecordedRequest[] = [];
  const behaviour = defaultBehaviour();
  let polls = 0;
  const server = createServer(async (request, response) => {
    const [path = '', search = ''] = (request.url ?? '').split('?');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    calls.push(`${request.method} ${path}`);
    requests.push({
      method: request.method ?? '',
      path,
      search,
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (request.method === 'OPTIONS') return send(response, 204, {});
    const authorization = request.headers.authorization;
    const authorized = authorization === `${SESSION_AUTH_SCHEME} ${token}`;
    const route = `${request.method} ${path}`;
    if (route === `GET ${PATHS.sampleModels}`) {
      const procedure = new URLSearchParams(search).get('procedure') ?? '';
      return authorized
        ? send(response, 200, { models: SAMPLE_MODELS(procedure) })
        : send(response, 401, {});
    }
    if (route === `POST ${PATHS.imagesBatch}`) {
      polls = 0;
      return send(response, 200, {
        batch_id: 'batch-1',
        presigned_urls: Array.from({ length: behaviour.slots }, (_, n) => ({
          put_url: `/upload/${n}`,
          get_url: `/files/${n}.png`,
        })),
      });
    }
    if (request.method === 'PUT' && path.startsWith('/upload/')) return send(response, 200, {});
    if (route === `POST ${PATHS.transforms}`) {
      polls = 0;
      if (behaviour.transformStatus !== 200) {
        return send(response, behaviour.transformStatus, {
          error: 'unauthorized',
          message: 'Session expired',
        });
      }
      return send(response, 200, {
        metadata_url: '/meta/job-1',
        download_urls: ['/blobs/after-0.png'],
      });
    }
    if (route === 'GET /meta/job-1') {
      polls += 1;
      return polls <= behaviour.pendingPolls
        ? send(response, 404, { error: 'not_ready', message: 'pending' })
        : send(response, 200, behaviour.metadata);
    }
    if (route === `GET ${PATHS.userLocation}`)
      return send(response, 200, { city: 'Austin', subdivision: 'Texas' });
    if (route === `POST ${PATHS.formsSubmit}`) {
      return behaviour.submitStatus === 200
        ? send(response, 200, { patient_uuid: 'patient-1' })
        : send(response, behaviour.submitStatus, { error: 'failed', message: 'nope' });
    }
    if (route === `POST ${PATHS.followUps}`) {
      return send(response, 201, { id: 'follow-up-1', due_at: '2026-01-01T12:00:00.000Z' });
    }
    if (request.method === 'POST' && ANALYTICS_PATHS.includes(path)) {
      return send(response, 200, { recorded: true });
    }
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
    requests,
    behaviour,
    bodiesOf: (path) =>
      requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as unknown),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
