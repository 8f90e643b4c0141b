import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../lib/net/is-loopback-address.ts';
import { otherClinic } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Finding 9: the demo key, printed in the banner and the README, opened sessions from
// any network interface unless NODE_ENV=production. Clients are told apart by their
// verified address: behind a trusted proxy, X-Forwarded-For; else the socket.
const sessionFrom = async (t: TestApp, sdkKey: string, forwardedFor?: string) => {
  const response = await fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: {
      authorization: sdkKey,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
};

let proxied: TestApp;
let shared: TestApp;
beforeAll(async () => {
  proxied = await startTestApp({ trustProxy: true });
  shared = await startTestApp({ trustProxy: true, demoPublic: true });
});
afterAll(async () => {
  await proxied.close();
  await shared.close();
});

describe('finding 9: the demo key', () => {
  it('opens sessions for clients on this machine only', async () => {
    expect((await sessionFrom(proxied, 'demo-clinic-key')).status).toBe(201);
    expect((await sessionFrom(proxied, 'demo-clinic-key', '127.0.0.1')).status).toBe(201);
    for (const remote of ['203.0.113.7', '2001:db8::1', '10.0.0.4']) {
      expect(await sessionFrom(proxied, 'demo-clinic-key', remote)).toMatchObject({
        status: 403,
        body: { error: 'demo_key_local_only' },
      });
    }
  });

  it("leaves every other clinic's key alone, from anywhere", async () => {
    await otherClinic(proxied, 'remote-ok-clinic-key');
    expect((await sessionFrom(proxied, 'remote-ok-clinic-key', '203.0.113.7')).status).toBe(201);
  });

  it('is shared with every client when DEMO_PUBLIC=1', async () => {
    expect((await sessionFrom(shared, 'demo-clinic-key', '203.0.113.7')).status).toBe(201);
  });

  it('tells loopback addresses apart', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '0.0.0.0',
      '',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
