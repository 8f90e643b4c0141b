import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the server accepted: its envelope, its raw bytes and the parsed mail. */
export interface ReceivedMail {
  readonly envelopeTo: readonly string[];
  readonly raw: string;
  readonly mail: ParsedMail;
  readonly at: number;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package, in-process), standing in for
 * the clinic's mail provider: it takes every message as SMTP hands it over, with plain
 * AUTH accepted for any user (the URL carries credentials as a provider's would), and
 * `mailparser` reads it as a mail client would. `refuse` makes it reject every recipient
 * (550, naming the address as real servers do).
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'afterlook' }),
    onRcptTo(address, _session, callback) {
      // As real servers do, the refusal repeats the address.
      if (!refusing) return callback();
      callback(
        Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: raw.toString('utf8'),
              mail,
              at: Date.now(),
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** What SMTP_URL is set to. */
    url: `smtp://afterlook:secret@127.0.0.1:${port}`,
    received,
    /** Messages to one address, in arrival order. */
    to: (address: string) => received.filter((message) => message.envelopeTo.includes(address)),
    /** Waits until `ready` holds of what came (checked at each arrival), or fails after `ms`. */
    async waitFor(ready: (mail: readonly ReceivedMail[]) => boolean, ms: number): Promise<void> {
      const deadline = Date.now() + ms;
      while (!ready(received)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`mail not received in ${ms} ms (${received.length} came)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 250));
          waiters.add(wake);
        });
      }
    },
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
