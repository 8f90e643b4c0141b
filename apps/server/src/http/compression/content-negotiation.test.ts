import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SCAN_ASSET_DIRS, TASKS_VISION_FILES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { TASKS_VISION_WASM_DIR } from '../scan-assets/scan-asset-paths.ts';
import { servedRoot, TASKS_VISION_COPY } from './built-copies.ts';
import { DECODED_LENGTH_HEADER } from './decoded-length.ts';
import { precompressDir } from './precompress-dir.ts';

// Text that compresses, as a build's chunks do.
const SCRIPT = `export const texts=${JSON.stringify(Array.from({ length: 300 }, (_, i) => `line ${i % 17}`))};`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`;
const MANIFEST = JSON.stringify({ name: 'AfterLook', icons: Array(40).fill({ src: '/icon.png' }) });

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  const dist = test.config.widgetDist;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'site.webmanifest'), MANIFEST);
  await precompressDir(dist);
});
afterAll(async () => {
  await test.close();
});

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET that sees the bytes on the wire (fetch would decode them). */
const get = (path: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    request(`${test.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

const decode = ({ headers, body }: RawResponse): string => {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString();
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

const html = { accept: 'text/html' };

describe('compressed delivery by content negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])(
    'sends a hashed script for Accept-Encoding "%s" as %s, cached for a year',
    async (accept, encoding) => {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response)).toBe(SCRIPT);
      if (encoding) expect(response.body.length).toBeLessThan(SCRIPT.length / 2);
    },
  );

  it('revalidates an unhashed file by ETag, per encoding', async () => {
    const br = await get('/site.webmanifest', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(decode(br)).toBe(MANIFEST);
    const plain = await get('/site.webmanifest', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBeTruthy();
    // Each representation has its own validator, so no cache mixes them up.
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/site.webmanifest', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends index.html compressed, no-cache with a strong ETag, and a 304 when unchanged', async () => {
    const br = await get('/onboarding-tier1', { ...html, 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(decode(br)).toBe(INDEX);
    const gzip = await get('/onboarding-tier1', { ...html, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(INDEX);
    const plain = await get('/onboarding-tier1', html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
    const unchanged = await get('/onboarding-tier1', {
      ...html,
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
  });

  it('compresses dynamic JSON over 1 KB on the fly (the OpenAPI document), not a small answer', async () => {
    const docs = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(docs))).toMatchObject({ openapi: expect.any(String) });
    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const health = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('leaves images alone', async () => {
    const logo = await get('/static/demo-clinic-logo.svg', { 'accept-encoding': 'br' });
    expect(logo.status).toBe(200);
    const photo = await get(`/scan-assets/preview/BBL.jpg`, { 'accept-encoding': 'br, gzip' });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
  });

  const built =
    servedRoot(TASKS_VISION_WASM_DIR, TASKS_VISION_COPY, TASKS_VISION_FILES) === TASKS_VISION_COPY;
  it.runIf(built)(
    'sends the WASM runtime brotli-compressed with its decoded length (download progress)',
    async () => {
      const path = `${SCAN_ASSET_DIRS.tasksVision}vision_wasm_internal.wasm`;
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/wasm');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = statSync(join(TASKS_VISION_WASM_DIR, 'vision_wasm_internal.wasm')).size;
      expect(Number(br.headers[DECODED_LENGTH_HEADER])).toBe(size);
      expect(Number(br.headers['content-length'])).toBeLessThan(size / 3);
      expect(brotliDecompressSync(br.body).length).toBe(size);
    },
  );
});
