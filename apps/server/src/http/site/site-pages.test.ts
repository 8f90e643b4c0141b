import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { EMBED_NOT_BUILT } from '../embed/register-embed-script.ts';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await startTestApp();
  production = await startTestApp({
    nodeEnv: 'production',
    seedDemo: false,
    publicUrl: 'https://afterlook.example/',
  });
  mkdirSync(dev.config.embedDist, { recursive: true });
  writeFileSync(join(dev.config.embedDist, 'embed.js'), '/* loader */');
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

/** The sha256 sources of a page's script-src. */
const scriptHashes = (csp: string) => [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);

describe('the front door, the guide and /embed.js', () => {
  it('serves /embed.js as a script, revalidated after 5 minutes; 503 with the fix when not built', async () => {
    const script = await fetch(`${dev.baseUrl}/embed.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await script.text()).toBe('/* loader */');
    const missing = await fetch(`${production.baseUrl}/embed.js`);
    expect(missing.status).toBe(503);
    expect(await missing.text()).toBe(EMBED_NOT_BUILT);
  });

  it('/ runs the real snippet with the demo key, allowed by its hash and nothing else inline', async () => {
    const response = await fetch(`${dev.baseUrl}/`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`${dev.baseUrl}/embed.js`);
    expect(page).toContain(`AfterLook('init', { clinicKey: "demo-clinic-key" });`);
    expect(page).toContain('href="/docs/embed"');
    expect(page).toContain('href="/api/docs"');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(scriptHashes(csp)).toHaveLength(1);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
  });

  it('uses PUBLIC_URL in snippets, and shows no live demo in production', async () => {
    const page = await (await fetch(`${production.baseUrl}/`)).text();
    expect(page).toContain('https://afterlook.example/embed.js');
    expect(page).not.toContain('demo-clinic-key');
    expect(page).not.toContain('href="/demo"');
    const guide = await (await fetch(`${production.baseUrl}/docs/embed`)).text();
    expect(guide).toContain('https://afterlook.example/onboarding-tier1?clinicSdkKey=YOUR-SDK-KEY');
  });

  it('the guide covers the snippet, options, events, origins, the iframe protocol, every flow and procedure', async () => {
    const response = await fetch(`${dev.baseUrl}/docs/embed`);
    expect(response.status).toBe(200);
    const guide = await response.text();
    for (const id of [
      'install',
      'options',
      'commands',
      'events',
      'react',
      'origins',
      'iframe',
      'flows',
      'procedures',
    ]) {
      expect(guide).toContain(`id="${id}"`);
    }
    for (const text of [
      'leadSubmitted',
      'viewsCaptured',
      'procedureSelected',
      'simulationShown',
      '/onboarding-scan-all-poses',
      'clinicSdkKey',
      'BREAST_AUGMENTATION',
      'afterlook-host',
      'frame-ancestors',
    ]) {
      expect(guide).toContain(text);
    }
    expect(scriptHashes(response.headers.get('content-security-policy') ?? '')).toEqual([]);
  });

  it('/privacy serves the policy a clinic can link to, en and es: what, why, retention, encryption, deletion, sharing', async () => {
    for (const [lang, expected] of [
      [
        'en',
        [
          'What we collect',
          '7 days',
          '365 days',
          'AES-256-GCM',
          'contact the clinic',
          'do not sell',
          'Leer en español',
        ],
      ],
      [
        'es',
        [
          'Qué recopilamos',
          '7 días',
          '365 días',
          'AES-256-GCM',
          'contacta a la clínica',
          'No vendemos',
          'Read in English',
        ],
      ],
    ] as const) {
      const response = await fetch(`${production.baseUrl}/privacy?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      for (const text of expected) expect(html).toContain(text);
    }
    // Any other lang is English, not an error.
    const fallback = await fetch(`${production.baseUrl}/privacy?lang=<script>`);
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toContain('<h1>Privacy policy</h1>');
  });
});
