import { type ApiClient, createApiClient } from '@afterlook/api';
import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import autocannon from 'autocannon';

const SDK_KEY = 'demo-clinic-key';

export interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/** A patient's session on one process, usable on every process of the setup. */
export async function openSession(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: SDK_KEY },
  });
  if (response.status !== 201) throw new Error(`session: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Session creation, clinic-info, daily-analytics and lead submission, as the widget calls them. */
export function scenarios(token: string): Scenario[] {
  const json = { 'content-type': 'application/json', authorization: `session ${token}` };
  return [
    {
      name: 'session creation',
      method: 'POST',
      path: '/api/v1/sessions',
      headers: { authorization: SDK_KEY },
    },
    { name: 'clinic-info', method: 'GET', path: '/api/v1/clinic-info', headers: json },
    {
      name: 'daily-analytics',
      method: 'POST',
      path: '/api/v1/daily-analytics',
      headers: json,
      body: JSON.stringify({
        form_name: 'ONBOARDING_TIER1',
        daily_analytics_count_type: 'SITE_VISITS',
      }),
    },
    {
      name: 'lead submission',
      method: 'POST',
      path: '/clinics/v1/forms/submit',
      headers: json,
      body: JSON.stringify({
        form_user_id: 'load-bench',
        form_name: 'ONBOARDING_TIER1',
        is_debug: false,
        form_data: { name: 'Ana Lopez', phone: '4155550132' },
        patient_record: {
          first_name: 'Ana',
          last_name: 'Lopez',
          phone: '4155550132',
          location: 'Austin, Texas',
          upload_type: 'upload',
          procedures_of_interest: ['BBL'],
        },
      }),
    },
  ];
}

export interface LoadFigures {
  readonly name: string;
  readonly reqPerSec: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** One scenario against every process at once (as a load balancer spreads it): summed. */
export async function runLoad(
  urls: readonly string[],
  scenario: Scenario,
  options: { readonly seconds: number; readonly connections: number },
): Promise<LoadFigures> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${scenario.path}`,
        method: scenario.method,
        headers: scenario.headers,
        ...(scenario.body !== undefined && { body: scenario.body }),
        connections: Math.max(1, Math.round(options.connections / urls.length)),
        duration: options.seconds,
      }),
    ),
  );
  return {
    name: scenario.name,
    reqPerSec: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/**
 * Transforms completed per minute: every sample model of every AI procedure (distinct
 * jobs), requested at once through the processes in turn, timed until the last is done.
 */
export async function transformsPerMinute(urls: readonly string[]): Promise<{
  readonly count: number;
  readonly perMinute: number;
}> {
  const token = await openSession(urls[0] ?? '');
  const clients: ApiClient[] = urls.map((url) =>
    createApiClient({ baseUrl: url, getAccessToken: () => token }),
  );
  const [first] = clients as [ApiClient];
  const requests = (
    await Promise.all(
      AI_SUPPORTED_PROCEDURES.map(async (procedure) =>
        (await first.getSampleModels(procedure)).models.map((model) => ({ procedure, model })),
      ),
    )
  ).flat();
  const started = performance.now();
  await Promise.all(
    requests.map(async ({ procedure, model }, i) => {
      const client = clients[i % clients.length] as ApiClient;
      const transform = await client.createTransform({
        image_url: model.image_url,
        procedure_types: [procedure],
        procedure_view: model.view_type,
      });
      const metadata = await client.pollTransformMetadata(transform.metadata_url, {
        waitMs: 10_000,
        timeoutMs: 600_000,
      });
      if (!metadata.success) throw new Error(`${procedure}: ${metadata.reason}`);
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  return { count: requests.length, perMinute: requests.length / minutes };
}
