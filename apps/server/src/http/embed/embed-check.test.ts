import { ROUTES } from '@afterlook/api';
import { EMBED_CHECK_PATH } from '@afterlook/embed/embed-check';
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
});
afterAll(async () => {
  await t.close();
});

/** The loader's call: the key as a text/plain body, from a page at `origin`. */
const check = async (sdkKey: string, origin?: string) => {
  const response = await fetch(`${t.baseUrl}${EMBED_CHECK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(origin ? { origin } : {}) },
    body: sdkKey,
  });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as { verdict: string },
  };
};

describe("the loader's embed check", () => {
  it('is the route the API table names', () => {
    expect(ROUTES.embedCheck.path).toBe(EMBED_CHECK_PATH);
  });

  it("says ok to the clinic's own site and to our own pages, readable from any page", async () => {
    // With the clinic's colour: the button wears it unless the page sets its own.
    expect(await check('bella-clinic-key', 'https://bella.example')).toEqual({
      status: 200,
      cors: '*',
      body: { verdict: 'ok', theme_color: '#00B7F4' },
    });
    expect((await check('bella-clinic-key', t.baseUrl)).body.verdict).toBe('ok');
  });

  it('names what is wrong: an unknown key, a page the clinic does not allow, a file:// page', async () => {
    const wrongKey = await check('bella-clinic-kez', 'https://bella.example');
    expect(wrongKey).toEqual({ status: 200, cors: '*', body: { verdict: 'unknown_key' } });
    expect((await check('YOUR-SDK-KEY', 'https://bella.example')).body.verdict).toBe('unknown_key');
    expect((await check('', 'https://bella.example')).body.verdict).toBe('unknown_key');
    const elsewhere = await check('bella-clinic-key', 'https://elsewhere.example');
    expect(elsewhere).toEqual({ status: 200, cors: '*', body: { verdict: 'origin_not_allowed' } });
    expect((await check('bella-clinic-key', 'null')).body.verdict).toBe('origin_not_allowed');
  });

  it('counts unknown keys against the address, as session creation does', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 40 && last !== 429; attempt += 1) {
      last = (await check(`guess-${attempt}`, 'https://bella.example')).status;
    }
    expect(last).toBe(429);
  });
});
