import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Handlers by "METHOD /path" (query excluded); unknown routes answer 404. */
  readonly routes: Map<string, Handler>;
  close(): Promise<void>;
}

export const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A real HTTP server on loopback, port chosen by the OS, recording every request. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const path = recorded.url.split('?')[0];
      const handler = routes.get(`${recorded.method} ${path}`);
      if (handler) handler(recorded, res);
      else sendJson(res, 404, { error: 'not_found', message: 'No such route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** Collects what the client logs, so tests can assert on it. */
export function createRecordingLogger() {
  const entries: { level: 'warn' | 'error'; message: string; details: unknown[] }[] = [];
  return {
    entries,
    warn: (message: string, ...details: unknown[]) =>
      entries.push({ level: 'warn', message, details }),
    error: (message: string, ...details: unknown[]) =>
      entries.push({ level: 'error', message, details }),
  };
}
