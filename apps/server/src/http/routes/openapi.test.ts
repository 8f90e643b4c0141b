import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and API docs', () => {
  it('GET /healthz answers { status: "ok" }', async () => {
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/docs/json documents the calls from the zod schemas', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/sessions',
        '/api/v1/clinic-info',
        '/api/v1/user-location/{ip}',
        '/api/v1/user-location',
        '/healthz',
        '/clinics/v1/forms/patients/images/batch',
        '/api/v1/patient-images',
        '/clinics/v1/forms/transforms',
        '/clinics/v1/forms/transforms/batch',
        '/clinics/v1/forms/transforms/{jobId}/metadata',
        '/api/v1/sample-models',
        '/clinics/v1/forms/submit',
        '/api/v1/patients/{patient_uuid}/lead-messages',
        '/api/v1/daily-analytics',
        '/api/v1/daily-detailed-analytics',
        '/api/v1/referral-daily-analytics',
        '/api/v1/notify-unsupported-procedure',
        '/api/v1/events',
        '/api/v1/admin/leads',
        '/api/v1/admin/leads/{patient_uuid}',
        '/api/v1/admin/analytics',
      ]),
    );
    expect(JSON.stringify(doc.paths['/clinics/v1/forms/transforms/{jobId}/metadata'])).toContain(
      'implant_size_in_cc',
    );
    expect(JSON.stringify(doc.paths['/api/v1/clinic-info'])).toContain('allowed_origins');
    expect(Object.keys(doc.paths)).not.toContain('/onboarding-tier1');
    // the contract's bare analytics paths are served, documented once under /api/v1.
    expect(Object.keys(doc.paths)).not.toContain('/daily-analytics');
    expect(JSON.stringify(doc.paths['/clinics/v1/forms/submit'])).toContain(
      'procedures_of_interest',
    );
  });

  it('GET /api/docs serves the Swagger UI', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});
