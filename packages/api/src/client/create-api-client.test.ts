import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, isHttpError } from '../http-error.ts';
import {
  createRecordingLogger,
  sendJson,
  startTestServer,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { createApiClient } from './create-api-client.ts';
import { MetadataPollTimeout } from './poll-transform-metadata.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const clinicInfo = {
  clinic_name: 'Demo Aesthetic Clinic',
  logo_url: '/static/demo-clinic-logo.svg',
  website_url: 'https://clinic.example',
  themeColor: '#00B7F4',
  fontFamily: null,
  procedures: [{ type: 'BBL' }],
  allowed_origins: [],
  booking_url: null,
  mixpanel_token: null,
  phone_countries: { allowed: ['US'], default_country: 'US' },
};

describe('createSession', () => {
  it('posts the SDK key itself as the Authorization header', async () => {
    server.routes.set('POST /api/v1/sessions', (_req, res) =>
      sendJson(res, 201, { id: 's1', access_token: 'tok' }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.createSession('key-123')).resolves.toEqual({
      id: 's1',
      access_token: 'tok',
    });
    expect(server.requests[0]?.headers.authorization).toBe('key-123');
  });

  it('throws HttpError 401 with the body text for an unknown key', async () => {
    const body = JSON.stringify({ error: 'unknown_sdk_key', message: 'Unknown SDK key' });
    server.routes.set('POST /api/v1/sessions', (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(body);
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await client.createSession('nope').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).message).toBe(`HTTP Error: 401 - ${body}`);
  });
});

describe('session calls', () => {
  it('carries "Authorization: session <token>" read at call time', async () => {
    server.routes.set('GET /api/v1/clinic-info', (_req, res) => sendJson(res, 200, clinicInfo));
    let token: string | undefined;
    const client = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => token });
    token = 'abc';
    await expect(client.getClinicInfo()).resolves.toEqual(clinicInfo);
    expect(server.requests[0]?.headers.authorization).toBe('session abc');
  });

  it('rejects an answer that does not match the schema', async () => {
    server.routes.set('GET /api/v1/clinic-info', (_req, res) =>
      sendJson(res, 200, { ...clinicInfo, themeColor: 'blue' }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.getClinicInfo()).rejects.toThrow(/Unexpected response from GET/);
  });

  it('asks for a patient-image ticket with ?timestamp=', async () => {
    server.routes.set('POST /api/v1/patient-images', (_req, res) =>
      sendJson(res, 200, { upload_url: '/u/1', download_url: '/d/1' }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.createPatientImageTicket(1234);
    expect(server.requests[0]?.url).toBe('/api/v1/patient-images?timestamp=1234');
  });
});

describe('getSampleModels', () => {
  it('asks for the procedure and validates the models', async () => {
    const models = [{ id: 'm1', image_url: '/sample-models/v1/m1.png', view_type: 'BODY_BACK' }];
    server.routes.set('GET /api/v1/sample-models', (_req, res) => sendJson(res, 200, { models }));
    const client = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => 't' });
    await expect(client.getSampleModels('BBL')).resolves.toEqual({ models });
    expect(server.requests[0]?.url).toBe('/api/v1/sample-models?procedure=BBL');
    expect(server.requests[0]?.headers.authorization).toBe('session t');
  });
});

describe('createSession with a language', () => {
  it('sends { lang } as JSON while keeping the SDK key header', async () => {
    server.routes.set('POST /api/v1/sessions', (_req, res) =>
      sendJson(res, 201, { id: 's1', access_token: 'tok' }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.createSession('key-123', 'es');
    expect(server.requests[0]?.headers.authorization).toBe('key-123');
    expect(JSON.parse(server.requests[0]?.body.toString() ?? '')).toEqual({ lang: 'es' });
  });
});

describe('getUserLocation', () => {
  it("formats 'city, subdivision'", async () => {
    server.routes.set('GET /api/v1/user-location/8.8.8.8', (_req, res) =>
      sendJson(res, 200, { city: 'Mountain View', subdivision: 'California' }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.getUserLocation('8.8.8.8')).resolves.toBe('Mountain View, California');
  });

  it("answers 'Unknown' and logs when the lookup fails", async () => {
    const logger = createRecordingLogger();
    const client = createApiClient({ baseUrl: server.baseUrl, logger });
    await expect(client.getUserLocation()).resolves.toBe('Unknown');
    expect(server.requests[0]?.url).toBe('/api/v1/user-location');
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]?.level).toBe('warn');
  });
});

describe('form flow', () => {
  it('requests upload slots with ?source=form and PUTs the PNG to put_url', async () => {
    server.routes.set('POST /clinics/v1/forms/patients/images/batch', (_req, res) =>
      sendJson(res, 200, {
        batch_id: 'b1',
        presigned_urls: [{ put_url: '/upload/1', get_url: '/files/1' }],
      }),
    );
    server.routes.set('PUT /upload/1', (_req, res) => {
      res.writeHead(200);
      res.end();
    });
    const client = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => 't' });
    const slots = await client.requestImageUploads({
      images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
    });
    expect(server.requests[0]?.url).toBe('/clinics/v1/forms/patients/images/batch?source=form');
    expect(JSON.parse(server.requests[0]?.body.toString() ?? '')).toEqual({
      images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await client.uploadImage(slots.presigned_urls[0]?.put_url ?? '', png);
    const put = server.requests[1];
    expect(put?.method).toBe('PUT');
    expect(put?.headers['content-type']).toBe('image/png');
    expect([...(put?.body ?? [])]).toEqual([...png]);
    expect(put?.headers.authorization).toBeUndefined();
  });

  it("names non-OK transform answers 'HTTP Error: {status} - {body text}'", async () => {
    server.routes.set('POST /clinics/v1/forms/transforms', (_req, res) => {
      res.writeHead(401);
      res.end('Session expired');
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(
      client.createTransform({
        image_url: '/files/1',
        procedure_types: ['BBL'],
        procedure_view: 'BODY_BACK',
      }),
    ).rejects.toThrow(new HttpError(401, 'Session expired'));
    expect(server.requests[0]?.url).toBe('/clinics/v1/forms/transforms?source=form');
  });

  it("logs 'Error submitting form:' and rethrows when submit fails", async () => {
    server.routes.set('POST /clinics/v1/forms/submit', (_req, res) => {
      res.writeHead(500);
      res.end('db down');
    });
    const logger = createRecordingLogger();
    const client = createApiClient({ baseUrl: server.baseUrl, logger });
    await expect(
      client.submitForm({
        form_user_id: 'u1',
        form_name: 'ONBOARDING_TIER1',
        is_debug: false,
        form_data: { name: 'Ana Lopez', phone: '+13055550100' },
        patient_record: {
          first_name: 'Ana',
          last_name: 'Lopez',
          phone: '+13055550100',
          location: 'Unknown',
          upload_type: 'model',
        },
      }),
    ).rejects.toThrow('HTTP Error: 500 - db down');
    expect(logger.entries[0]?.message).toBe('Error submitting form:');
  });
});

describe('pollTransformMetadata', () => {
  it('polls until the metadata answers OK and maps status.success/reason', async () => {
    let calls = 0;
    server.routes.set('GET /meta/1', (_req, res) => {
      calls += 1;
      if (calls < 3) return sendJson(res, 404, { error: 'not_ready', message: 'pending' });
      sendJson(res, 200, { status: { success: false, reason: 'No body found' } });
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const started = Date.now();
    const metadata = await client.pollTransformMetadata('/meta/1', { intervalMs: 30 });
    expect(metadata).toEqual({
      success: false,
      reason: 'No body found',
      implant_size_in_cc: null,
      images: [],
      region: null,
    });
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('opts into the long poll with &wait= on the signed URL and reads every image', async () => {
    const document = {
      status: { success: true, reason: null },
      implant_size_in_cc: 300,
      images: [
        { url: '/blobs/v1/a-0.png?s=1', level: 0.5, implant_size_in_cc: 250 },
        { url: '/blobs/v1/a-1.png?s=1', level: 1, implant_size_in_cc: 300 },
      ],
      region: { left: 0.25, top: 0.3, right: 0.75, bottom: 0.6 },
    };
    server.routes.set('GET /meta/3', (_req, res) => sendJson(res, 200, document));
    const client = createApiClient({ baseUrl: server.baseUrl });
    const metadata = await client.pollTransformMetadata('/meta/3?c=x&s=y', { waitMs: 60_000 });
    expect(server.requests[0]?.url).toBe('/meta/3?c=x&s=y&wait=10000');
    expect(metadata).toEqual({
      success: true,
      reason: null,
      implant_size_in_cc: 300,
      images: document.images,
      region: document.region,
    });
  });

  it('gives up at once on an answer that cannot become OK', async () => {
    server.routes.set('GET /meta/2', (_req, res) => {
      res.writeHead(403);
      res.end('bad signature');
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.pollTransformMetadata('/meta/2', { intervalMs: 10 })).rejects.toThrow(
      'HTTP Error: 403 - bad signature',
    );
  });

  it('times out when the result never arrives', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(
      client.pollTransformMetadata('/meta/missing', { intervalMs: 10, timeoutMs: 50 }),
    ).rejects.toThrow(/Timed out/);
    await expect(
      client.pollTransformMetadata('/meta/missing', { intervalMs: 10, timeoutMs: 50 }),
    ).rejects.toBeInstanceOf(MetadataPollTimeout);
  });
});

describe('chat calls', () => {
  it("name HTTP failures 'HTTP error: {status} - {body}'", async () => {
    server.routes.set('POST /api/v1/openai/chat', (_req, res) => {
      res.writeHead(503);
      res.end('busy');
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(
      client.sendDoctorChat({ content: 'Hi', temperature: 0.5, max_tokens: 500, history: [] }),
    ).rejects.toThrow('HTTP error: 503 - busy');
  });

  it('parses the tier-1 assistant flags', async () => {
    const answer = {
      response: 'Let us simulate it.',
      should_collect_contact_info: false,
      should_simulate: true,
      procedure_to_simulate: 'BBL',
    };
    server.routes.set('POST /api/v1/chat/plastic-surgery', (_req, res) =>
      sendJson(res, 200, answer),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(
      client.sendPlasticSurgeryChat({
        content: 'BBL?',
        temperature: 0.5,
        max_tokens: 500,
        history: [],
      }),
    ).resolves.toEqual(answer);
  });
});

describe('analytics calls', () => {
  it('only log failures, with the HTTP Error text', async () => {
    server.routes.set('POST /api/v1/daily-analytics', (_req, res) => {
      res.writeHead(500);
      res.end('nope');
    });
    const logger = createRecordingLogger();
    const client = createApiClient({ baseUrl: server.baseUrl, logger });
    await expect(
      client.recordDailyAnalytics({
        form_name: 'ONBOARDING_TIER1',
        daily_analytics_count_type: 'SITE_VISITS',
      }),
    ).resolves.toBeUndefined();
    expect(logger.entries).toEqual([
      { level: 'error', message: 'HTTP Error: 500 - nope', details: [] },
    ]);
  });

  it("send 'Not captured' for missing unsupported-procedure details", async () => {
    server.routes.set('POST /api/v1/notify-unsupported-procedure', (_req, res) =>
      sendJson(res, 200, { recorded: true }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.notifyUnsupportedProcedure({ email: 'ana@example.com' });
    expect(JSON.parse(server.requests[0]?.body.toString() ?? '')).toEqual({
      name: 'Not captured',
      email: 'ana@example.com',
      procedure_type: 'Not captured',
    });
  });
});
