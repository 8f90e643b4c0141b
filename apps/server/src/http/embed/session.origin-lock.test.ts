import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewClinic } from '../../features/clinics/clinic-fields.ts';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await createClinic(
    t.app.db,
    NewClinic.parse({ name: 'Bella', website_url: 'https://bella.example/' }),
    { sdkKey: 'bella-clinic-key' },
  );
  await createClinic(t.app.db, NewClinic.parse({ name: 'Nowhere' }), {
    sdkKey: 'nowhere-clinic-key',
  });
});
afterAll(async () => {
  await t.close();
});

const postSession = (sdkKey: string, origin?: string) =>
  fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: sdkKey, ...(origin ? { origin } : {}) },
  });
const sessionCount = async () =>
  (await t.app.db.selectFrom('sessions').select('id').execute()).length;

describe('session origin lock', () => {
  it('refuses a browser page at an origin the clinic does not allow, with a clear 403, and stores nothing', async () => {
    const before = await sessionCount();
    const response = await postSession('bella-clinic-key', 'https://evil.example');
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('origin_not_allowed');
    expect(body.message).toContain('https://evil.example');
    expect(body.message).toContain('allowed origins');
    expect(await sessionCount()).toBe(before);
  });

  it("lets the clinic's website origin (the default allowed origin) create sessions", async () => {
    expect((await postSession('bella-clinic-key', 'https://bella.example')).status).toBe(201);
  });

  it('lets our own origin (the widget) create sessions for any clinic, even one allowed nowhere', async () => {
    expect((await postSession('nowhere-clinic-key', t.baseUrl)).status).toBe(201);
    expect((await postSession('nowhere-clinic-key', 'https://bella.example')).status).toBe(403);
  });

  it('knows our own origin behind a TLS proxy (https page, http request, same host)', async () => {
    const https = t.baseUrl.replace('http://', 'https://');
    expect((await postSession('nowhere-clinic-key', https)).status).toBe(201);
    const otherPort = t.baseUrl.replace(/:\d+$/, ':1');
    expect((await postSession('nowhere-clinic-key', otherPort)).status).toBe(403);
  });

  it('lets the demo clinic be used from loopback pages on any port', async () => {
    expect((await postSession('demo-clinic-key', 'http://localhost:5173')).status).toBe(201);
    expect((await postSession('demo-clinic-key', 'http://127.0.0.1:3000')).status).toBe(201);
    expect((await postSession('demo-clinic-key', 'https://demo.example')).status).toBe(403);
  });

  it("finding 19: CORS: a refused origin's 403 carries no Access-Control-Allow-Origin, even when another clinic allows it", async () => {
    // Bella allows https://bella.example, so CORS lets that origin in (a preflight names
    // no key); Nowhere does not, and its refusal must stay unreadable to that page.
    const refused = await postSession('nowhere-clinic-key', 'https://bella.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const demo = await postSession('demo-clinic-key', 'https://bella.example');
    expect(demo.status).toBe(403);
    expect(demo.headers.get('access-control-allow-origin')).toBeNull();
    // The clinic's own page still reads its answer.
    const allowed = await postSession('bella-clinic-key', 'https://bella.example');
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://bella.example');
  });

  it('leaves calls without an Origin (servers, scripts) and unknown keys to the key check', async () => {
    expect((await postSession('bella-clinic-key')).status).toBe(201);
    expect((await postSession('no-such-key', 'https://evil.example')).status).toBe(401);
  });
});
