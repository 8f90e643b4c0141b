import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { TEST_DIALECTS, type TestDb } from '../test-support/databases.ts';
import { createLocalJobQueue } from './create-local-job-queue.ts';
import { JOB_CRASHED_REASON, type JobHandler, type JobQueue } from './job-queue.ts';

/** Real work for the queue to run: the SHA-256 of the job's text. */
const digest: JobHandler = async (job) => {
  const { text } = job.input as { text: string };
  if (text === 'unusable') return { ok: false, reason: 'no_person_found' };
  return { ok: true, result: { sha256: createHash('sha256').update(text).digest('hex') } };
};

describe.each(TEST_DIALECTS)('local durable job queue on $name', (dialect) => {
  let testDb: TestDb;
  const queues: JobQueue[] = [];
  const open = (handler: JobHandler, leaseMs = 5000) => {
    const queue = createLocalJobQueue({
      db: testDb.db,
      clock: systemClock,
      handlers: { digest: handler },
      concurrency: 2,
      leaseMs,
      pollMs: 50,
      drainMs: 200,
    });
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await testDb.dispose();
  });

  it('runs a job and wakes a waiter the moment it is done', async () => {
    testDb = await dialect.open();
    const queue = open(digest);
    queue.start();
    const { job, created } = await queue.enqueue({
      idempotencyKey: 'k1',
      kind: 'digest',
      clinicId: null,
      input: { text: 'abc' },
    });
    expect(created).toBe(true);
    const done = await queue.waitFor(job.id, 5000);
    expect(done).toMatchObject({
      status: 'done',
      attempts: 1,
      result: { sha256: createHash('sha256').update('abc').digest('hex') },
    });
  });

  it('creates one job for concurrent identical requests (unique key, no check-then-insert race)', async () => {
    testDb = await dialect.open();
    const queue = open(digest);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        queue.enqueue({
          idempotencyKey: 'same',
          kind: 'digest',
          clinicId: null,
          input: { text: 'x' },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.job.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(await testDb.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  it('records a permanent failure with its reason, without retrying', async () => {
    testDb = await dialect.open();
    const queue = open(digest);
    queue.start();
    const { job } = await queue.enqueue({
      idempotencyKey: 'u',
      kind: 'digest',
      clinicId: null,
      input: { text: 'unusable' },
    });
    expect(await queue.waitFor(job.id, 5000)).toMatchObject({
      status: 'failed',
      reason: 'no_person_found',
      attempts: 1,
    });
  });

  it('retries a crashed job and, when every attempt crashes, fails it', async () => {
    testDb = await dialect.open();
    let calls = 0;
    const flaky: JobHandler = async (job, signal) => {
      calls += 1;
      if (calls === 1 || (job.input as { text: string }).text === 'always') {
        throw new Error('worker died');
      }
      return digest(job, signal);
    };
    const queue = open(flaky);
    queue.start();
    const { job } = await queue.enqueue({
      idempotencyKey: 'f',
      kind: 'digest',
      clinicId: null,
      input: { text: 'a' },
    });
    expect(await queue.waitFor(job.id, 8000)).toMatchObject({ status: 'done', attempts: 2 });

    const always = await queue.enqueue({
      idempotencyKey: 'always',
      kind: 'digest',
      clinicId: null,
      input: { text: 'always' },
      maxAttempts: 2,
    });
    expect(await queue.waitFor(always.job.id, 8000)).toMatchObject({
      status: 'failed',
      reason: JOB_CRASHED_REASON,
      attempts: 2,
    });

    // Asked for again, the crashed job is tried afresh (same job); a job that failed
    // for a reason keeps its answer.
    const again = await queue.enqueue({
      idempotencyKey: 'always',
      kind: 'digest',
      clinicId: null,
      input: { text: 'always' },
    });
    expect(again).toMatchObject({
      created: false,
      job: { id: always.job.id, status: 'queued', attempts: 0 },
    });
    expect(await queue.waitFor(always.job.id, 8000)).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
  });

  it('takes over a job whose runner died (expired lease), and gives up on its last attempt', async () => {
    testDb = await dialect.open();
    const past = new Date(Date.now() - 60_000).toISOString();
    const row = (id: string, attempts: number) => ({
      id,
      idempotency_key: id,
      kind: 'digest',
      clinic_id: null,
      input: JSON.stringify({ text: id }),
      status: 'running' as const,
      attempts,
      max_attempts: 3,
      run_after: past,
      lease_owner: 'dead-process',
      lease_until: past,
      result: null,
      reason: null,
      last_error: null,
      created_at: past,
      updated_at: past,
      finished_at: null,
    });
    await testDb.db
      .insertInto('jobs')
      .values([row('orphan', 1), row('spent', 3)])
      .execute();
    const queue = open(digest);
    queue.start();
    expect(await queue.waitFor('orphan', 5000)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await queue.waitFor('spent', 5000)).toMatchObject({
      status: 'failed',
      reason: JOB_CRASHED_REASON,
    });
  });

  it('hands unfinished jobs back on stop and aborts them, so the next process runs them at once', async () => {
    testDb = await dialect.open();
    let release: () => void = () => undefined;
    let running: AbortSignal | undefined;
    const slow: JobHandler = (job, signal) =>
      new Promise((resolve) => {
        running = signal;
        release = () => resolve(digest(job, signal));
      });
    const first = open(slow);
    first.start();
    const { job } = await first.enqueue({
      idempotencyKey: 's',
      kind: 'digest',
      clinicId: null,
      input: { text: 's' },
    });
    await expect.poll(() => running).toBeDefined();
    await first.stop();
    expect(running?.aborted).toBe(true);
    expect(await first.get(job.id)).toMatchObject({ status: 'queued', attempts: 0 });
    release();
    const second = open(digest);
    second.start();
    expect(await second.waitFor(job.id, 5000)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs a lane kind beside the shared slots, and leaves kinds it has no handler for', async () => {
    testDb = await dialect.open();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createLocalJobQueue({
      db: testDb.db,
      clock: systemClock,
      handlers: {
        digest,
        slow: async () => {
          await held;
          return { ok: true, result: null };
        },
      },
      concurrency: 1,
      lanes: { slow: 1 },
      leaseMs: 5000,
      pollMs: 50,
      drainMs: 200,
    });
    queues.push(queue);
    queue.start();
    const enqueue = (key: string, kind: string) =>
      queue.enqueue({ idempotencyKey: key, kind, clinicId: null, input: { text: key } });
    const slow = [await enqueue('s1', 'slow'), await enqueue('s2', 'slow')];
    const foreign = await enqueue('f1', 'another-process-handles-this');
    const quick = await enqueue('d1', 'digest');
    // Both slow jobs wait in their lane of one; the shared slot still runs the digest.
    expect(await queue.waitFor(quick.job.id, 5000)).toMatchObject({ status: 'done' });
    expect((await queue.get(slow[0]?.job.id ?? ''))?.status).toBe('running');
    expect((await queue.get(slow[1]?.job.id ?? ''))?.status).toBe('queued');
    release();
    expect(await queue.waitFor(slow[1]?.job.id ?? '', 5000)).toMatchObject({ status: 'done' });
    expect(await queue.get(foreign.job.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
