import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { DASHBOARD_NOT_BUILT } from './register-dashboard-hosting.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/dashboard/assets/index-abc123.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('dashboard '.repeat(200))})`;

let built: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  built = await startTestApp();
  const dist = built.config.dashboardDist;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  unbuilt = await startTestApp();
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('dashboard hosting', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/sign-in',
    '/dashboard/leads/9b2f4c1e?status=new',
  ])('serves the app at %s, revalidated on every visit', async (path) => {
    const response = await fetch(`${built.baseUrl}${path}`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers 304 to a visit that has the current page', async () => {
    const first = await fetch(`${built.baseUrl}/dashboard/leads`, { headers: html });
    const etag = first.headers.get('etag') ?? '';
    await first.text();
    const again = await fetch(`${built.baseUrl}/dashboard/leads`, {
      headers: { ...html, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('is a first-party app nobody else may frame', async () => {
    const response = await fetch(`${built.baseUrl}/dashboard/leads`, { headers: html });
    await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves hashed files precompressed, cached for a year', async () => {
    const response = await fetch(`${built.baseUrl}/dashboard/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers 404, not the app, for a missing file', async () => {
    for (const path of ['/dashboard/assets/nope-123.js', '/dashboard/favicon.ico']) {
      const response = await fetch(`${built.baseUrl}${path}`, {
        headers: { accept: 'application/json' },
      });
      expect(response.status, path).toBe(404);
      await response.text();
    }
  });

  it('says how to build it when there is no build', async () => {
    const response = await fetch(`${unbuilt.baseUrl}/dashboard`, { headers: html });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(DASHBOARD_NOT_BUILT);
  });
});
