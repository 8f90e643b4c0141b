import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_ROUTES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewClinic } from '../../features/clinics/clinic-fields.ts';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { WIDGET_NOT_BUILT } from './serve-widget-index.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const WITH_META =
  '<!doctype html><html><head><meta name="afterlook-public-url" content="/" /></head><body></body></html>';

let built: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  built = await startTestApp();
  mkdirSync(join(built.config.widgetDist, 'assets'), { recursive: true });
  // The dist is written after start on purpose: index.html is read per request.
  writeFileSync(join(built.config.widgetDist, 'index.html'), INDEX);
  writeFileSync(
    join(built.config.widgetDist, 'assets', 'index-abc123.js'),
    'console.log("widget")',
  );
  unbuilt = await startTestApp();
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('widget hosting', () => {
  it.each(FLOW_ROUTES.map((r) => r.path))(
    'serves index.html at %s with 200 and no-cache',
    async (path) => {
      const response = await fetch(`${built.baseUrl}${path}?clinicSdkKey=demo-clinic-key`, {
        headers: html,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves index.html with 404 for any other page, so the SPA says "Incorrect form name"', async () => {
    const response = await fetch(`${built.baseUrl}/onboarding-nope`, { headers: html });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a JSON 404 for unknown API paths and non-HTML requests', async () => {
    const api = await fetch(`${built.baseUrl}/api/v1/nope`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not_found' });
    const json = await fetch(`${built.baseUrl}/whatever`, {
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(404);
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await fetch(`${built.baseUrl}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("widget")');
  });

  it("keeps a hashed asset's subresource guards and drops the headers only documents obey", async () => {
    const asset = await fetch(`${built.baseUrl}/assets/index-abc123.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(asset.headers.get('referrer-policy')).toBe('no-referrer');
    expect(asset.headers.get('strict-transport-security')).toMatch(/max-age=/);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ]) {
      expect(asset.headers.get(name), name).toBeNull();
    }
    const page = await fetch(`${built.baseUrl}/onboarding-tier1?clinicSdkKey=demo-clinic-key`, {
      headers: html,
    });
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors/);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('lets the demo clinic be framed by a loopback page on any port, with no X-Frame-Options', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080']) {
      const response = await fetch(
        `${built.baseUrl}/onboarding-tier1?clinicSdkKey=demo-clinic-key`,
        { headers: { ...html, referer: `${origin}/` } },
      );
      expect(response.headers.get('x-frame-options')).toBeNull();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp.endsWith(`frame-ancestors 'self' ${origin}`)).toBe(true);
    }
  });

  it('finding 9: answers a known and an unknown key alike to a page not on the list', async () => {
    const answers = new Set<string>();
    for (const key of ['demo-clinic-key', 'no-such-key-1', 'no-such-key-2']) {
      for (const referer of [undefined, 'https://attacker.example/probe']) {
        const response = await fetch(`${built.baseUrl}/onboarding-tier1?clinicSdkKey=${key}`, {
          headers: { ...html, ...(referer ? { referer } : {}) },
        });
        answers.add(
          `${response.status} ${response.headers.get('content-security-policy')} ${await response.text()}`,
        );
      }
    }
    expect(answers.size).toBe(1);
  });

  it('never writes a Referer that is not a plain origin into the header', async () => {
    for (const referer of ['https://a.example;sandbox/', 'javascript:alert(1)', 'not a url']) {
      const response = await fetch(
        `${built.baseUrl}/onboarding-tier1?clinicSdkKey=demo-clinic-key`,
        {
          headers: { ...html, referer },
        },
      );
      expect(response.headers.get('content-security-policy')).toMatch(
        /frame-ancestors 'self'(;|$)/,
      );
    }
  });

  it('lets no other site frame a page without a known key, nor any page (never *)', async () => {
    for (const path of ['/onboarding-tier1', '/onboarding-tier1?clinicSdkKey=nope', '/nope']) {
      const response = await fetch(`${built.baseUrl}${path}`, { headers: html });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    }
    const api = await fetch(`${built.baseUrl}/healthz`);
    expect(api.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  it("writes the server's PUBLIC_URL into the page for 'Powered by'", async () => {
    const response = await fetch(`${built.baseUrl}/onboarding-tier1`, { headers: html });
    expect(await response.text()).toBe(INDEX);
    const configured = await startTestApp({ publicUrl: 'https://afterlook.example/' });
    try {
      mkdirSync(configured.config.widgetDist, { recursive: true });
      writeFileSync(join(configured.config.widgetDist, 'index.html'), WITH_META);
      const page = await fetch(`${configured.baseUrl}/onboarding-tier1`, { headers: html });
      expect(await page.text()).toContain(
        '<meta name="afterlook-public-url" content="https://afterlook.example/" />',
      );
    } finally {
      await configured.close();
    }
  });

  it("limits framing to the clinic's allowed origins when it lists some", async () => {
    await createClinic(
      built.app.db,
      NewClinic.parse({ name: 'Strict', allowed_origins: ['https://strict-clinic.example'] }),
      { sdkKey: 'strict-clinic-key' },
    );
    const framed = (referer: string) =>
      fetch(`${built.baseUrl}/onboarding-scan?clinicSdkKey=strict-clinic-key`, {
        headers: { ...html, referer },
      });
    expect(
      (await framed('https://strict-clinic.example/')).headers.get('content-security-policy'),
    ).toContain("frame-ancestors 'self' https://strict-clinic.example");
    expect((await framed('http://localhost:3000/')).headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self'(;|$)/,
    );
    // The loader's embedOrigin names the framing page when no Referer is sent.
    const declared = await fetch(
      `${built.baseUrl}/onboarding-scan?clinicSdkKey=strict-clinic-key&embedOrigin=${encodeURIComponent('https://strict-clinic.example')}`,
      { headers: html },
    );
    expect(declared.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://strict-clinic.example",
    );
  });

  describe('finding 7: configUrl and the CSP', () => {
    const MIXPANEL = 'https://api-js.mixpanel.com';
    const connectSrc = async (configUrl: string) => {
      const response = await fetch(
        `${built.baseUrl}/onboarding-single-procedure?clinicSdkKey=config-clinic-key&configUrl=${encodeURIComponent(configUrl)}`,
        { headers: html },
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      return { csp, connect: /connect-src ([^;]*)/.exec(csp)?.[1] };
    };
    beforeAll(async () => {
      await createClinic(
        built.app.db,
        NewClinic.parse({ name: 'Config', allowed_origins: ['https://bella-clinic.example'] }),
        { sdkKey: 'config-clinic-key' },
      );
    });

    it("opens connect-src to a configUrl's origin only when the clinic lists it", async () => {
      expect((await connectSrc('https://bella-clinic.example/widget/config.json')).connect).toBe(
        `'self' blob: ${MIXPANEL} https://bella-clinic.example`,
      );
      expect((await connectSrc('https://attacker.example/closed.json')).connect).toBe(
        `'self' blob: ${MIXPANEL}`,
      );
      const plain = await fetch(`${built.baseUrl}/onboarding-single-procedure`, { headers: html });
      expect(plain.headers.get('content-security-policy')).toContain(
        `connect-src 'self' blob: ${MIXPANEL};`,
      );
    });

    it.each([
      ['a directive', 'https://bella-clinic.example;sandbox/config.json'],
      ['a wildcard host', 'https://*/config.json'],
      ['a wildcard subdomain', 'https://*.example/config.json'],
      ['a list', 'https://a.example,b.example/config.json'],
      ['quotes', "https://'none'/config.json"],
      ['a user name', 'https://bella-clinic.example@attacker.example/config.json'],
    ])('names no host built from %s', async (_, configUrl) => {
      const { csp, connect } = await connectSrc(configUrl);
      expect(connect).toBe(`'self' blob: ${MIXPANEL}`);
      expect(csp).not.toMatch(/sandbox|\*|,|https:\/\/'|attacker/);
    });
  });

  it('answers 503 with a clear text when the widget is not built, while the API runs', async () => {
    const page = await fetch(`${unbuilt.baseUrl}/onboarding-tier1`, { headers: html });
    expect(page.status).toBe(503);
    expect(await page.text()).toBe(WIDGET_NOT_BUILT);
    const other = await fetch(`${unbuilt.baseUrl}/somewhere`, { headers: html });
    expect(other.status).toBe(503);
    expect((await fetch(`${unbuilt.baseUrl}/healthz`)).status).toBe(200);
  });
});
