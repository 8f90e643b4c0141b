import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from '@afterlook/api';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { updateClinic } from '../clinics/update-clinic.ts';

// A clinic's own chat endpoint goes through the outbound guard, as webhooks do: a clinic
// owner cannot point the server at loopback, a private address or plain http (refused
// on save, and again at call time for what is stored), and no redirect is followed.
// Only the operator reaches such hosts: CHAT_LLM_URL, or CHAT_LLM_ALLOW_PRIVATE=1.
const DOCTOR = '/api/v1/openai/chat';
const ask = (content: string) => ({ content, temperature: 0.5, max_tokens: 500, history: [] });
const MODEL_ANSWER = 'From a model.';
const KB_ANSWER = /^A Brazilian butt lift/;

const apps: TestApp[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const start = async (overrides: Parameters<typeof startTestApp>[0]) => {
  const t = await startTestApp(overrides);
  apps.push(t);
  return t;
};

/** A chat-completions server on loopback that records the keys it is shown. */
async function startModel(answer: (response: import('node:http').ServerResponse) => void) {
  const keys: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    keys.push(request.headers.authorization);
    request.resume();
    request.on('end', () => answer(response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, keys };
}
const answersJson = (response: import('node:http').ServerResponse) =>
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: MODEL_ANSWER } }] }));

const saveSettings = async (t: TestApp, adminKey: string, body: unknown) => {
  const response = await fetch(`${t.baseUrl}${ROUTES.adminSettingsUpdate.path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { chat_llm_url?: string; fields?: Record<string, string> },
  };
};

const chatAnswer = async (t: TestApp) =>
  (
    (await postJson(`${t.baseUrl}${DOCTOR}`, await t.demoSession(), ask('what is a bbl'))).body as {
      response: string;
    }
  ).response;

describe("a clinic's own chat endpoint and the outbound guard", { timeout: 60_000 }, () => {
  it('finding 12: a clinic cannot save a chat endpoint on loopback, a private address or plain http', async () => {
    const t = await start({ chatLlmAllowPrivate: false });
    const { adminKey } = await demoAdminKey(t);
    const refused: Record<string, RegExp> = {
      'http://127.0.0.1:11434/v1': /must be an https URL/,
      'http://llm.example/v1': /must be an https URL/,
      'https://127.0.0.1:11434/v1': /non-public address \(127\.0\.0\.1\)/,
      'https://10.0.0.5/v1': /non-public address \(10\.0\.0\.5\)/,
      'https://169.254.169.254/v1': /non-public address/,
      'https://[::ffff:127.0.0.1]/v1': /non-public address/,
      'https://[::127.0.0.1]/v1': /non-public address/,
      'https://[64:ff9b::a00:5]/v1': /non-public address/,
      'https://0x7f.1/v1': /non-public address \(127\.0\.0\.1\)/,
      'https://localhost:11434/v1': /this machine \(localhost\)/,
      'https://user:secret@llm.example/v1': /user name or password/,
    };
    for (const [url, problem] of Object.entries(refused)) {
      const saved = await saveSettings(t, adminKey, { chat_llm_url: url, chat_llm_model: 'm' });
      expect(saved.status, url).toBe(400);
      expect(saved.body.fields?.chat_llm_url, url).toMatch(problem);
    }
    const settings = await (
      await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
        headers: { authorization: `Bearer ${adminKey}` },
      })
    ).json();
    expect(settings).toMatchObject({ chat_llm_url: null });
    const publicOne = await saveSettings(t, adminKey, {
      chat_llm_url: 'https://llm.example/v1',
      chat_llm_model: 'm',
    });
    expect(publicOne).toMatchObject({
      status: 200,
      body: { chat_llm_url: 'https://llm.example/v1' },
    });
  });

  it("finding 12: a stored chat endpoint on loopback is never called with the clinic's key; the knowledge base answers", async () => {
    const model = await startModel(answersJson);
    const t = await start({ chatLlmAllowPrivate: false });
    const { clinicId } = await demoAdminKey(t);
    // Stored before this guard, or by the operator's CLI: the call itself is refused.
    await updateClinic(
      t.app.db,
      clinicId,
      { chat_llm_url: model.url, chat_llm_model: 'm', chat_llm_api_key: 'sk-clinic-key' },
      { cipher: t.app.ports.cipher },
    );
    expect(await chatAnswer(t)).toMatch(KB_ANSWER);
    expect(model.keys).toEqual([]);

    // The operator's own endpoint (CHAT_LLM_URL) may be on loopback: their choice.
    const operator = await start({
      chatLlmAllowPrivate: false,
      chatLlm: { baseUrl: model.url, model: 'local', apiKey: 'sk-operator' },
    });
    expect(await chatAnswer(operator)).toBe(MODEL_ANSWER);
    expect(model.keys).toEqual(['Bearer sk-operator']);
  });

  it("finding 12: a chat endpoint's redirect is not followed, so the key never reaches its target", async () => {
    const target = await startModel(answersJson);
    const redirecting = await startModel((response) =>
      response.writeHead(307, { location: `${target.url}/chat/completions` }).end(),
    );
    // The operator allows private endpoints here, so only the redirect rule is at stake.
    const t = await start({ chatLlmAllowPrivate: true });
    const { clinicId } = await demoAdminKey(t);
    await updateClinic(
      t.app.db,
      clinicId,
      { chat_llm_url: redirecting.url, chat_llm_model: 'm', chat_llm_api_key: 'sk-clinic-key' },
      { cipher: t.app.ports.cipher },
    );
    expect(await chatAnswer(t)).toMatch(KB_ANSWER);
    expect(redirecting.keys).toEqual(['Bearer sk-clinic-key']);
    expect(target.keys).toEqual([]);
  });
});
