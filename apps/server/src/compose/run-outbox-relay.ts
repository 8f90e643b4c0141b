import { relayOutbox } from '../features/outbox/relay-outbox.ts';
import type { Db } from '../ports/db-schema.ts';
import type { JobQueue } from '../ports/job-queue.ts';

/** How often the outbox is read for jobs no request moved (its process died first). */
const OUTBOX_POLL_MS = 1000;

export interface OutboxRelay {
  start(): void;
  /**
   * Moves the outbox now, past a move already in flight (it may have read before the
   * caller's rows were committed); never rejects (a failure is logged, the poll retries).
   */
  runNow(): Promise<void>;
  /** Stops polling and waits for a move in flight. */
  stop(): Promise<void>;
}

/**
 * Runs relayOutbox at start and every `pollMs`, one run at a time: a job staged by a
 * request whose process died after the commit reaches the queue at the next start of
 * any process, or within a poll of one already running.
 */
export function runOutboxRelay(options: {
  readonly db: Db;
  readonly jobs: JobQueue;
  readonly pollMs?: number;
  readonly log?: { warn(details: object, message: string): void };
}): OutboxRelay {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= relayOutbox(options)
      .then(() => undefined)
      .catch((error: unknown) => options.log?.warn({ err: error }, 'job outbox relay failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    async runNow() {
      await running;
      run();
      await running;
    },
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, options.pollMs ?? OUTBOX_POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
