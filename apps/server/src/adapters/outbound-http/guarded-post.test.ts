import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGuardedPost, type OutboundGuard } from './guarded-post.ts';

// The one outbound guard (webhooks, clinics' chat endpoints) against real servers on
// loopback: a hard deadline however slowly an answer drips, no redirect followed, a
// capped answer, and host names resolved once to checked addresses the socket is
// pinned to. Loopback needs allowPrivate here; the address rule itself is refused
// before any connection (the adversarial outbound suite).
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const guard = (extra: Partial<OutboundGuard> = {}) =>
  createGuardedPost({
    allowPrivate: true,
    deadlineMs: 800,
    maxAnswerBytes: 64 * 1024,
    userAgent: 'AfterLook-Test/1',
    ...extra,
  });

async function listen(server: Server | ReturnType<typeof createTcpServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as AddressInfo).port;
}

/** A receiver that reads the request, sends `head`, then `answer` one byte every `everyMs`. */
async function startDripper(head: string, answer: string, everyMs: number) {
  const server = createTcpServer((socket) => {
    let timer: NodeJS.Timeout | undefined;
    socket.once('data', () => {
      socket.write(head);
      let at = 0;
      timer = setInterval(() => {
        if (at >= answer.length || socket.destroyed) return clearInterval(timer);
        socket.write(answer[at] ?? '');
        at += 1;
      }, everyMs);
    });
    socket.on('close', () => clearInterval(timer));
    socket.on('error', () => clearInterval(timer));
  });
  return `http://127.0.0.1:${await listen(server)}/hook`;
}

describe('the outbound guard', { timeout: 30_000 }, () => {
  it('finding 13: a try ends at its deadline however slowly the answer drips (headers or body)', async () => {
    const dripHeaders = await startDripper(
      '',
      `HTTP/1.1 200 OK\r\nx-slow: ${'a'.repeat(60)}\r\n\r\n`,
      100,
    );
    const dripBody = await startDripper(
      'HTTP/1.1 200 OK\r\ncontent-length: 60\r\n\r\n',
      'b'.repeat(60),
      100,
    );
    const post = guard({ deadlineMs: 800 });
    for (const url of [dripHeaders, dripBody]) {
      const started = performance.now();
      const answer = await post(url, '{}', {});
      const tookMs = Math.round(performance.now() - started);
      console.log(`dripping answer cut after ${tookMs} ms (deadline 800 ms)`);
      expect(answer).toEqual({
        ok: false,
        status: url === dripBody ? 200 : null,
        error: 'no full answer within 800 ms',
      });
      // Each byte came well inside any idle timeout: only a total deadline ends it.
      expect(tookMs).toBeLessThan(1500);
    }
  });

  it('never follows a redirect: a 3xx is a failed call and its target hears nothing', async () => {
    let targetHits = 0;
    const target = await listen(
      createServer((request, response) => {
        targetHits += 1;
        request.resume();
        response.end('{}');
      }),
    );
    const redirecting = await listen(
      createServer((request, response) => {
        request.resume();
        response.writeHead(307, { location: `http://127.0.0.1:${target}/` }).end();
      }),
    );
    expect(await guard()(`http://127.0.0.1:${redirecting}/v1/chat/completions`, '{}', {})).toEqual({
      ok: false,
      status: 307,
      error: 'answered 307',
    });
    expect(targetHits).toBe(0);
  });

  it('reads a 2xx answer whole, and fails one longer than its cap', async () => {
    let size = 10;
    const port = await listen(
      createServer((request, response) => {
        request.resume();
        response.end('x'.repeat(size));
      }),
    );
    const post = guard({ maxAnswerBytes: 1024 });
    expect(await post(`http://127.0.0.1:${port}/`, '{}', {})).toEqual({
      ok: true,
      status: 200,
      body: 'x'.repeat(10),
    });
    size = 100_000;
    expect(await post(`http://127.0.0.1:${port}/`, '{}', {})).toMatchObject({
      ok: false,
      error: 'answer longer than 1024 bytes',
    });
  });

  it('resolves a host name once, refuses it if any address is not public, and connects to the checked one', async () => {
    const seen: string[] = [];
    const port = await listen(
      createServer((request, response) => {
        seen.push(String(request.headers.host));
        request.resume();
        response.end('{}');
      }),
    );
    const lookups: string[] = [];
    // The name answers a private address next to a public one (a rebinding attempt).
    const mixed = guard({
      allowPrivate: false,
      resolve: async (hostname) => {
        lookups.push(hostname);
        return [
          { address: '93.184.215.14', family: 4 },
          { address: '10.0.0.7', family: 4 },
        ];
      },
    });
    expect(await mixed('https://crm.clinic.example/hook', '{}', {})).toEqual({
      ok: false,
      status: null,
      error: 'crm.clinic.example resolves to a non-public address (10.0.0.7)',
    });
    expect(lookups).toEqual(['crm.clinic.example']);
    // Pinned: the socket goes where the guard's own lookup said, whatever the name is.
    const pinned = guard({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await pinned(`http://receiver.test:${port}/hook`, '{}', {})).toMatchObject({
      ok: true,
    });
    expect(seen).toEqual([`receiver.test:${port}`]);
  });
});
