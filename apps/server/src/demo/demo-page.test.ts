import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app.ts';

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
  it('embeds the tier-1 flow with the demo key and logs window messages', async () => {
    const response = await fetch(`${dev.baseUrl}/demo`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('src="/onboarding-tier1?clinicSdkKey=demo-clinic-key"');
    expect(page).toContain('id="message-log"');
    expect(page).toContain('<script type="module" src="/static/demo.js"></script>');
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('switches the embedded flow with ?flow=, ignoring unknown flows', async () => {
    expect(await (await fetch(`${dev.baseUrl}/demo?flow=onboarding-chatbot`)).text()).toContain(
      'src="/onboarding-chatbot?clinicSdkKey=demo-clinic-key"',
    );
    expect(await (await fetch(`${dev.baseUrl}/demo?flow=%3Cscript%3E`)).text()).toContain(
      'src="/onboarding-tier1?clinicSdkKey=demo-clinic-key"',
    );
  });

  it('serves the demo script and the demo clinic logo from our own server', async () => {
    const script = await fetch(`${dev.baseUrl}/static/demo.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain("addEventListener('message'");
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
