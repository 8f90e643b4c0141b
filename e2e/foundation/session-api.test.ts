import { describe, expect, it } from 'vitest';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';

describe('session API on the real server', () => {
  const { server } = useServerAndBrowser();

  it('exchanges the demo SDK key for a session with id and access_token', async () => {
    const response = await fetch(`${server().url}/api/v1/sessions`, {
      method: 'POST',
      headers: { Authorization: DEMO_KEY },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.id).toEqual(expect.any(String));
    expect(body.access_token).toEqual(expect.any(String));

    const info = await fetch(`${server().url}/api/v1/clinic-info`, {
      headers: { Authorization: `session ${body.access_token}` },
    });
    expect(info.status).toBe(200);
    expect(((await info.json()) as { clinic_name: string }).clinic_name).toBe(
      'Demo Aesthetic Clinic',
    );
  });

  it('answers 401 to a wrong SDK key', async () => {
    const response = await fetch(`${server().url}/api/v1/sessions`, {
      method: 'POST',
      headers: { Authorization: 'not-a-clinic-key' },
    });
    expect(response.status).toBe(401);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await fetch(`${server().url}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/v1/sessions');
  });
});
