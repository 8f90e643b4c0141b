// An attacker with a clinic owner's dashboard points the server's outbound calls (the
// webhook, the clinic's chat endpoint) at our own network: every spelling of loopback,
// private, link-local and reserved addresses, names that resolve there, plain http,
// credentials and redirects. Each is tried where a clinic saves it and where the server
// calls it, and must be refused; the summary row is printed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedPost } from '../../adapters/outbound-http/guarded-post.ts';
import type { ResolveHost } from '../../adapters/outbound-http/pinned-lookup.ts';
import { refuseOutboundUrl } from '../../lib/net/refuse-outbound-url.ts';
import { demoAdminKey } from '../support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../support/start-test-app.ts';
import { recordAdversarialRow } from './adversarial-table.ts';

const tally = { tried: 0, refused: 0, reached: 0, fiveXx: 0 };

let t: TestApp;
let adminKey: string;
/** A loopback listener standing for "our network": nothing may ever reach it. */
let sentinel: Server;
let sentinelHits = 0;
let port = 0;
beforeAll(async () => {
  t = await startTestApp({ webhookAllowPrivate: false, chatLlmAllowPrivate: false });
  adminKey = (await demoAdminKey(t)).adminKey;
  sentinel = createServer((request, response) => {
    sentinelHits += 1;
    request.resume();
    response.end('{}');
  });
  sentinel.on('connection', () => {
    sentinelHits += 1;
  });
  await new Promise<void>((resolve) => sentinel.listen(0, '127.0.0.1', resolve));
  port = (sentinel.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await t?.close();
  sentinel?.closeAllConnections();
  await new Promise((resolve) => sentinel?.close(resolve));
  tally.reached += sentinelHits;
  recordAdversarialRow({
    surface: 'Outbound calls: webhook and chat endpoint URLs',
    tried: tally.tried,
    held: `${tally.refused} refused (on save, at call time, redirects), ${tally.reached} reached our network`,
    fiveXx: tally.fiveXx,
    recordsLost: null,
    limitsBypassed: tally.reached,
  });
}, 30_000);

/** Literal hosts: refused by their address alone, so no packet ever leaves. */
const hostile = (): string[] => [
  // loopback, in the spellings a URL parser accepts
  `https://127.0.0.1:${port}/hook`,
  'https://127.8.9.10/hook',
  'https://0x7f.1/hook',
  'https://2130706433/hook',
  'https://0177.0.0.1/hook',
  `https://[::1]:${port}/hook`,
  `https://0.0.0.0:${port}/hook`,
  'https://[::]/hook',
  // private, shared and link-local (cloud metadata)
  'https://10.0.0.1/hook',
  'https://172.16.5.4/hook',
  'https://192.168.1.1/hook',
  'https://100.64.0.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fe80::1]/hook',
  'https://[fd00::1]/hook',
  'https://192.0.2.10/hook',
  'https://198.18.0.1/hook',
  'https://255.255.255.255/hook',
  'https://224.0.0.251/hook',
  // IPv4 inside IPv6: NAT64, 6to4, v4-mapped, v4-compatible, teredo
  'https://[64:ff9b::127.0.0.1]/hook',
  'https://[64:ff9b::a9fe:a9fe]/hook',
  'https://[64:ff9b:1::a00:1]/hook',
  'https://[2002:7f00:1::]/hook',
  'https://[2002:a9fe:a9fe::1]/hook',
  `https://[::ffff:127.0.0.1]:${port}/hook`,
  'https://[::ffff:a9fe:a9fe]/hook',
  'https://[::127.0.0.1]/hook',
  'https://[::10.0.0.1]/hook',
  'https://[2001::1]/hook',
  // names that mean this machine
  `https://localhost:${port}/hook`,
  'https://api.localhost/hook',
  'https://LOCALHOST./hook',
  // plain http, credentials, other schemes
  'http://crm.clinic.example/hook',
  `http://127.0.0.1:${port}/hook`,
  'https://user:secret@crm.clinic.example/hook',
  'https://:token@crm.clinic.example/hook',
  'file:///etc/passwd',
  `gopher://127.0.0.1:${port}/_`,
  'ftp://crm.clinic.example/hook',
];

/** Names whose DNS answers point inside: refused when they resolve, at call time. */
const resolvesInside: Record<string, string[]> = {
  'internal.clinic.example': ['10.0.0.8'],
  'metadata.clinic.example': ['169.254.169.254'],
  'loopback.clinic.example': ['127.0.0.1'],
  'rebind.clinic.example': ['93.184.215.14', '127.0.0.1'],
  'v6.clinic.example': ['fd00::5'],
  'nat64.clinic.example': ['64:ff9b::a00:1'],
  'mapped.clinic.example': ['::ffff:192.168.0.1'],
};
const customResolve: ResolveHost = async (hostname) =>
  (resolvesInside[hostname] ?? []).map((address) => ({
    address,
    family: address.includes(':') ? 6 : 4,
  }));

const save = async (field: 'webhook_url' | 'chat_llm_url', url: string) => {
  const response = await fetch(`${t.baseUrl}${ROUTES.adminSettingsUpdate.path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      [field]: url,
      ...(field === 'chat_llm_url' ? { chat_llm_model: 'm' } : {}),
    }),
  });
  const body = (await response.json()) as { fields?: Record<string, string> };
  if (response.status >= 500) tally.fiveXx += 1;
  return { status: response.status, problem: body.fields?.[field] };
};

describe('outbound calls to hostile URLs', { timeout: 60_000 }, () => {
  it('a clinic cannot save any of them as its webhook or chat endpoint (400 names the field)', async () => {
    for (const field of ['webhook_url', 'chat_llm_url'] as const) {
      for (const url of hostile()) {
        tally.tried += 1;
        const saved = await save(field, url);
        expect(saved.status, `${field} ${url}`).toBe(400);
        expect(saved.problem, `${field} ${url}`).toBeTruthy();
        tally.refused += 1;
      }
    }
    const settings = (await (
      await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
        headers: { authorization: `Bearer ${adminKey}` },
      })
    ).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ webhook_url: null, chat_llm_url: null });
  });

  it('the guard refuses each at call time, names that resolve inside included, before any connection', async () => {
    const post = createGuardedPost({
      allowPrivate: false,
      deadlineMs: 2000,
      maxAnswerBytes: 64 * 1024,
      userAgent: 'AfterLook-Test/1',
      resolve: customResolve,
    });
    for (const url of hostile()) {
      tally.tried += 1;
      // Refused on its face (checked first, so a regression can never send a packet).
      expect(refuseOutboundUrl(url, false), url).not.toBeNull();
      const answer = await post(url, '{}', { authorization: 'Bearer sk-clinic-key' });
      expect(answer, url).toMatchObject({
        ok: false,
        status: null,
        error: expect.stringMatching(/^URL /),
      });
      tally.refused += 1;
    }
    for (const [name, addresses] of Object.entries(resolvesInside)) {
      const url = `https://${name}/hook`;
      tally.tried += 1;
      const answer = await post(url, '{}', { authorization: 'Bearer sk-clinic-key' });
      expect(answer, `${url} → ${addresses.join(', ')}`).toMatchObject({
        ok: false,
        status: null,
        error: expect.stringMatching(/resolves to a non-public address/),
      });
      tally.refused += 1;
    }
    expect(sentinelHits).toBe(0);
  });

  it('a redirect is never followed, whatever it points at', async () => {
    const targets = [
      `http://127.0.0.1:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'file:///etc/passwd',
    ];
    let next = 0;
    const redirector = createServer((request, response) => {
      request.resume();
      const status = [301, 302, 303, 307, 308][next % 5] ?? 307;
      response.writeHead(status, { location: targets[next % targets.length] ?? '/' }).end();
      next += 1;
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      // Only the operator's setting reaches a loopback redirector; the rule under test
      // is the redirect, which no setting changes.
      const post = createGuardedPost({
        allowPrivate: true,
        deadlineMs: 2000,
        maxAnswerBytes: 64 * 1024,
        userAgent: 'AfterLook-Test/1',
      });
      const url = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
      for (let i = 0; i < 10; i += 1) {
        tally.tried += 1;
        const answer = await post(url, '{}', { authorization: 'Bearer sk-clinic-key' });
        expect(answer).toMatchObject({
          ok: false,
          error: expect.stringMatching(/^answered 30\d$/),
        });
        tally.refused += 1;
      }
      expect(sentinelHits).toBe(0);
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
