import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST a receiver got: its raw body, its headers and when it arrived. */
export interface ReceivedDelivery {
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
  readonly at: number;
}

/**
 * A CRM stand-in on loopback: `answer` says how to answer each POST (its status), and
 * may act first (change the lead, wait); every POST is kept as it came, raw.
 */
export async function startWebhookReceiver(
  answer: (delivery: ReceivedDelivery, index: number) => number | Promise<number> = () => 200,
) {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = {
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        at: performance.now(),
      };
      received.push(delivery);
      void Promise.resolve(answer(delivery, received.length - 1)).then(
        (status) => response.writeHead(status).end(),
        () => response.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/afterlook`,
    received,
    /** The parsed bodies, in arrival order. */
    bodies: () => received.map((delivery) => JSON.parse(delivery.body) as WebhookPayload),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A delivery's body as docs/operations.md gives it. */
export interface WebhookPayload {
  readonly id: string;
  readonly event: string;
  readonly created_at: string;
  readonly redelivery_of: string | null;
  readonly data: {
    readonly lead?: {
      readonly patient_uuid: string;
      readonly status: string;
      readonly activity: readonly unknown[];
    };
    readonly from_status?: string;
    readonly to_status?: string;
  };
}
