import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewClinic } from '../../features/clinics/clinic-fields.ts';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await createClinic(
    t.app.db,
    NewClinic.parse({ name: 'Bella', allowed_origins: ['https://bella.example'] }),
  );
});
afterAll(async () => {
  await t.close();
});

const preflight = (origin: string) =>
  fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization',
    },
  });

describe('CORS', () => {
  it("answers a clinic's allowed origin with that origin, never *", async () => {
    const response = await preflight('https://bella.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://bella.example');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const call = await fetch(`${t.baseUrl}/healthz`, {
      headers: { origin: 'https://bella.example' },
    });
    expect(call.headers.get('access-control-allow-origin')).toBe('https://bella.example');
  });

  it('gives an origin no clinic allows no CORS headers', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${t.baseUrl}/healthz`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});
