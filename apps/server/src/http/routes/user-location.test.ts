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

  it("answers 200 with both parts empty ('Unknown') for a private or unknown address", async () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '::1', '192.0.2.1']) {
      const response = await get(plain, `/api/v1/user-location/${address}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ city: '', subdivision: '' });
    }
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
    // The loopback caller, not the forwarded address: nobody can place it.
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ city: '', subdivision: '' });
  });

  it('uses X-Forwarded-For behind a trusted proxy', async () => {
    const response = await get(proxied, '/api/v1/user-location', {
      'x-forwarded-for': '81.2.69.142',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ city: 'London', subdivision: 'England' });
  });
});
