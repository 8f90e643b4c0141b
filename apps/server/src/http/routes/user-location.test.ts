import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationLookup } from '../../adapters/location/create-location-lookup.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

const locationLookup = createLocationLookup();
let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  plain = await startTestApp({}, { locationLookup });
  proxied = await startTestApp({ trustProxy: true }, { locationLookup });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

const get = async (t: TestApp, path: string, headers: Record<string, string> = {}) => {
  const token = await t.demoSession();
  return fetch(`${t.baseUrl}${path}`, {
    headers: { authorization: `session ${token}`, ...headers },
  });
};

describe('GET /api/v1/user-location/:ip', () => {
  it('answers { city, subdivision } for a public address', async () => {
    const response = await get(plain, '/api/v1/user-location/8.8.8.8');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ city: 'Mountain View', subdivision: 'California' });
  });

  it('answers 404 with a JSON error for a private address', async () => {
    const response = await get(plain, '/api/v1/user-location/10.1.2.3');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'private_address' });
  });

  it('answers 400 for something that is not an address', async () => {
    const response = await get(plain, '/api/v1/user-location/not-an-ip');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('needs a session', async () => {
    expect((await fetch(`${plain.baseUrl}/api/v1/user-location/8.8.8.8`)).status).toBe(401);
  });
});

describe("GET /api/v1/user-location (the caller's address)", () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const response = await get(plain, '/api/v1/user-location', {
      'x-forwarded-for': '81.2.69.142',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'private_address' });
  });

  it('uses X-Forwarded-For behind a trusted proxy', async () => {
    const response = await get(proxied, '/api/v1/user-location', {
      'x-forwarded-for': '81.2.69.142',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ city: 'London', subdivision: 'England' });
  });
});
