import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await startTestApp();
  production = await startTestApp({ nodeEnv: 'production', seedDemo: false });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

describe('GET /demo', () => {
  it('installs the tier-1 flow with the real snippet and the demo key, and logs its events', async () => {
    const response = await fetch(`${dev.baseUrl}/demo`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`${dev.baseUrl}/embed.js`);
    expect(page).toContain(`AfterLook('init', { clinicKey: "demo-clinic-key" });`);
    expect(page).toContain(`AfterLook('inline', { element: '#afterlook-widget', flow: "tier1" });`);
    expect(page).not.toContain('<iframe');
    expect(page).toContain('id="message-log"');
    expect(page).toContain('<script type="module" src="/static/demo.js"></script>');
    // The snippet is the page's one inline script, allowed by its hash.
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/,
    );
  });

  it('switches the embedded flow with ?flow=, ignoring unknown flows', async () => {
    expect(await (await fetch(`${dev.baseUrl}/demo?flow=onboarding-chatbot`)).text()).toContain(
      'flow: "chatbot"',
    );
    expect(await (await fetch(`${dev.baseUrl}/demo?flow=%3Cscript%3E`)).text()).toContain(
      'flow: "tier1"',
    );
  });

  it('serves the demo script and the demo clinic logo from our own server', async () => {
    const script = await fetch(`${dev.baseUrl}/static/demo.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain("window.AfterLook('on'");
    const logo = await fetch(`${dev.baseUrl}/static/demo-clinic-logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('does not exist in production, where no demo clinic is seeded', async () => {
    const response = await fetch(`${production.baseUrl}/demo`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(await production.app.db.selectFrom('clinics').select('id').execute()).toEqual([]);
  });
});
