import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isHttpError } from '../http-error.ts';
import {
  createRecordingLogger,
  sendJson,
  startTestServer,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { createApiClient } from './create-api-client.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const lead = {
  form_user_id: 'u1',
  form_name: 'ONBOARDING_TIER1' as const,
  is_debug: false,
  form_data: { name: 'Ana Lopez', phone: '+14155550132' },
  patient_record: {
    first_name: 'Ana',
    last_name: 'Lopez',
    phone: '+14155550132',
    location: 'Unknown',
    upload_type: 'upload' as const,
  },
};

describe('submitForm', () => {
  it('sends Idempotency-Key when given, and none otherwise', async () => {
    server.routes.set('POST /clinics/v1/forms/submit', (_req, res) =>
      sendJson(res, 201, { patient_uuid: 'p1', created: true }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => 'tok' });
    await expect(client.submitForm(lead, { idempotencyKey: 'key-12345678' })).resolves.toEqual({
      patient_uuid: 'p1',
      created: true,
    });
    await client.submitForm(lead);
    expect(server.requests[0]?.headers['idempotency-key']).toBe('key-12345678');
    expect(server.requests[0]?.headers.authorization).toBe('session tok');
    expect(server.requests[1]?.headers['idempotency-key']).toBeUndefined();
  });
});

describe('getFormConfig', () => {
  it('GETs the address without the session header and answers the JSON as is', async () => {
    server.routes.set('GET /config.json', (_req, res) =>
      sendJson(res, 200, { type: 'single-procedure', procedure: 'BBL' }),
    );
    const client = createApiClient({
      baseUrl: 'http://unused.invalid',
      getAccessToken: () => 'tok',
    });
    await expect(client.getFormConfig(`${server.baseUrl}/config.json`)).resolves.toEqual({
      type: 'single-procedure',
      procedure: 'BBL',
    });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers.cookie).toBeUndefined();
  });

  it('throws HttpError on a non-OK answer, and on a body past the size cap', async () => {
    server.routes.set('GET /missing.json', (_req, res) => sendJson(res, 404, { error: 'x' }));
    server.routes.set('GET /big.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ pad: 'x'.repeat(2000) }));
    });
    const client = createApiClient();
    const missing = await client
      .getFormConfig(`${server.baseUrl}/missing.json`)
      .catch((e: unknown) => e);
    expect(isHttpError(missing) && missing.status).toBe(404);
    await expect(
      client.getFormConfig(`${server.baseUrl}/big.json`, { maxBytes: 1000 }),
    ).rejects.toThrow('larger than 1000 bytes');
    await expect(client.getFormConfig('javascript:alert(1)')).rejects.toThrow('http(s) URL');
  });

  it('gives up after the timeout', async () => {
    server.routes.set('GET /slow.json', () => {
      // never answers
    });
    const client = createApiClient();
    await expect(
      client.getFormConfig(`${server.baseUrl}/slow.json`, { timeoutMs: 100 }),
    ).rejects.toThrow();
  });
});

describe('trackEvent', () => {
  it('posts { name, properties } to /api/v1/events and only logs failures', async () => {
    server.routes.set('POST /api/v1/events', (_req, res) => sendJson(res, 200, { recorded: true }));
    const logger = createRecordingLogger();
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getAccessToken: () => 'tok',
      logger,
    });
    await client.trackEvent('Form Started', { Language: 'en' });
    expect(JSON.parse(server.requests[0]?.body.toString() ?? '')).toEqual({
      name: 'Form Started',
      properties: { Language: 'en' },
    });
    server.routes.set('POST /api/v1/events', (_req, res) =>
      sendJson(res, 429, { error: 'rate_limited' }),
    );
    await expect(client.trackEvent('Form Opened')).resolves.toBeUndefined();
    expect(logger.entries[0]?.message).toMatch(/^HTTP Error: 429/);
  });
});
