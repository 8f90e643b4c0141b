import type { Ports } from '../../ports.ts';
import { testFaultPoint } from './test-fault-point.ts';

/** Outbox rows moved per read. */
const BATCH = 100;

type RelayPorts = Pick<Ports, 'db' | 'jobs'>;

/**
 * Moves outbox rows to the JobQueue: the given keys (what a transaction just staged), or
 * every row, oldest first. A row is deleted only after the queue accepted its job, and
 * the job keeps the row's idempotency key: a relay that dies between the two, or two
 * relays moving one row at once, make one job (the queue's own dedupe: the local queue's
 * unique key, BullMQ's job id). Every row is tried; the first failure is thrown after,
 * its row left for the next run. Answers how many rows were moved.
 */
export async function relayOutbox(deps: RelayPorts, keys?: readonly string[]): Promise<number> {
  if (keys?.length === 0) return 0;
  let moved = 0;
  for (;;) {
    let read = deps.db.selectFrom('job_outbox').selectAll().orderBy('created_at').limit(BATCH);
    if (keys) read = read.where('idempotency_key', 'in', keys);
    const rows = await read.execute();
    let failure: { error: unknown } | undefined;
    for (const row of rows) {
      try {
        await deps.jobs.enqueue({
          idempotencyKey: row.idempotency_key,
          kind: row.kind,
          clinicId: row.clinic_id,
          input: JSON.parse(row.input) as unknown,
          ...(row.max_attempts === null ? {} : { maxAttempts: Number(row.max_attempts) }),
        });
        testFaultPoint('outbox-enqueued');
        await deps.db
          .deleteFrom('job_outbox')
          .where('idempotency_key', '=', row.idempotency_key)
          .execute();
        moved += 1;
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
    if (keys || rows.length < BATCH) return moved;
  }
}

/**
 * Moves what a transaction just staged, after its commit. A failure (the queue away)
 * never fails the request whose data is committed: the row stays, and the relay's poll
 * (compose/run-outbox-relay.ts) moves it and logs why it could not.
 */
export async function relayStaged(deps: RelayPorts, keys: readonly string[]): Promise<void> {
  await relayOutbox(deps, keys).catch(() => undefined);
}
