import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const idOf = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.baseUrl}/healthz`, { headers });
  await response.arrayBuffer();
  return response.headers.get('x-request-id');
};

describe('request ids', () => {
  it('answers each call with a new id of its own', async () => {
    const [a, b] = [await idOf(), await idOf()];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
  });

  it("keeps a proxy's plain correlation id, so one id follows the call across processes", async () => {
    expect(await idOf({ 'x-request-id': 'lb-7f3a9c2e.01' })).toBe('lb-7f3a9c2e.01');
  });

  it('replaces an id that could forge or flood log lines', async () => {
    for (const forged of ['short', 'a'.repeat(65), 'id with spaces', 'id"},"admin":true']) {
      const id = await idOf({ 'x-request-id': forged });
      expect(id).not.toBe(forged);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
