import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROCEDURES } from '@afterlook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatClinic, ChatTurn } from '../../../ports/chat-engine.ts';
import { createGuardedPost } from '../../outbound-http/guarded-post.ts';
import { createKbEngine } from '../kb/create-kb-engine.ts';
import { createOpenAiEngine } from './create-openai-engine.ts';

/** What the loopback chat-completions server answers next. */
type Mode = 'ok' | 'fail' | 'slow' | 'junk' | 'empty';

interface Received {
  readonly authorization: string | undefined;
  readonly path: string | undefined;
  readonly body: {
    model: string;
    temperature: number;
    max_tokens: number;
    messages: { role: string; content: unknown }[];
  };
}

let server: Server;
let baseUrl: string;
let mode: Mode = 'ok';
let received: Received[] = [];

/** A server on loopback speaking the chat-completions protocol, as llama.cpp or Ollama do. */
function answer(request: IncomingMessage, response: ServerResponse, raw: string) {
  received.push({
    authorization: request.headers.authorization,
    path: request.url,
    body: JSON.parse(raw) as Received['body'],
  });
  if (mode === 'fail') return response.writeHead(500).end('{"error":"model crashed"}');
  if (mode === 'junk')
    return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
  if (mode === 'empty') {
    return response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
  }
  const reply = () =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: 'Most people return to desk work in <b>2 weeks</b>.',
            },
            finish_reason: 'stop',
          },
        ],
      }),
    );
  if (mode === 'slow') setTimeout(reply, 1500);
  else reply();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => answer(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  received = [];
});

const clinic: ChatClinic = {
  id: 'clinic-1',
  name: 'Glow Clinic',
  country: 'US',
  procedures: [...PROCEDURES],
  faq: [],
  services: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  llm: null,
};
const turn = (extra: Partial<ChatTurn> = {}): ChatTurn => ({
  clinic,
  language: 'en',
  content: 'How long is recovery after a tummy tuck?',
  history: [
    { prompt: 'hello', response: 'Hello! How can I help?' },
    { prompt: 'what is a tummy tuck', response: 'A tummy tuck removes loose skin…' },
  ],
  ...extra,
});

const failures: string[] = [];
const kb = createKbEngine();
/** The outbound guard as the operator's own endpoint passes it (loopback allowed). */
const post = createGuardedPost({
  allowPrivate: true,
  deadlineMs: 500,
  maxAnswerBytes: 64 * 1024,
  userAgent: 'AfterLook-Chat/1',
});
const engine = createOpenAiEngine({
  routeFor: () => ({ endpoint: { baseUrl, model: 'local-model', apiKey: 'sk-test-key' }, post }),
  kb,
  onFailure: ({ reason }) => failures.push(reason),
});

describe('the openai chat engine against a chat-completions server on loopback', () => {
  it('sends temperature 0.5, max_tokens 500, the last 2 history entries and kb context, never a photo', async () => {
    const reply = await engine.reply(
      turn({ history: [{ prompt: 'old', response: 'older' }, ...turn().history] }),
    );
    expect(reply.response).toBe('Most people return to desk work in 2 weeks.');
    expect(reply.questions).toContain('What are the risks of a tummy tuck?');

    const [request] = received;
    console.log(
      'request sent:',
      JSON.stringify(
        {
          ...request?.body,
          messages: request?.body.messages.map((m) => ({
            ...m,
            content: typeof m.content === 'string' ? m.content.slice(0, 80) : m.content,
          })),
        },
        null,
        1,
      ),
    );
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({
      model: 'local-model',
      temperature: 0.5,
      max_tokens: 500,
    });
    const [system, ...rest] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Recovery after a tummy tuck usually takes 2 to 3 weeks');
    expect(rest.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(rest[0]?.content).toBe('hello');
    expect(rest[4]?.content).toBe('How long is recovery after a tummy tuck?');
  });

  it('falls back to the kb engine when the endpoint fails, times out or answers junk', async () => {
    const kbReply = await kb.reply(turn());
    for (const failing of ['fail', 'slow', 'junk', 'empty'] as const) {
      mode = failing;
      failures.length = 0;
      const started = performance.now();
      expect(await engine.reply(turn())).toEqual(kbReply);
      expect(failures).toHaveLength(1);
      expect(performance.now() - started).toBeLessThan(1200);
    }
    expect(received).toHaveLength(4);
  });

  it('falls back when nothing listens there', async () => {
    const offline = createOpenAiEngine({
      routeFor: () => ({
        endpoint: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: null },
        post,
      }),
      kb,
    });
    expect((await offline.reply(turn())).response).toMatch(/^Recovery after a tummy tuck/);
  });

  it('never sends safety questions to the model, nor any when no endpoint is set', async () => {
    const dose = await engine.reply(
      turn({ content: 'How much ibuprofen should I take after surgery?' }),
    );
    expect(dose.response).toMatch(/can't tell you which medicine or dose/);
    const none = createOpenAiEngine({ routeFor: () => null, kb });
    expect((await none.reply(turn())).response).toMatch(/^Recovery after a tummy tuck/);
    expect(received).toHaveLength(0);
  });
});
