import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { JOB_CRASHED_REASON, type JobHandler, type JobQueue } from '../../ports/job-queue.ts';
import type { JobRunOptions } from './job-run-options.ts';

/** One adapter under the contract: a fresh store per test, queues opened on it. */
export interface JobQueueHarness {
  /** A new, empty store (database, or Redis key prefix) for one test. */
  setUp(): Promise<void>;
  /** A queue on the current store; several queues are several processes. */
  open(options: JobRunOptions): JobQueue;
  /** A clinic that owns jobs in the current store. */
  clinic(): Promise<string>;
  /** Drops the store once every queue has stopped. */
  tearDown(): Promise<void>;
}

/** Real work for the queue to run: the SHA-256 of the job's text. */
export const digest: JobHandler = async (job) => {
  const { text } = job.input as { text: string };
  if (text === 'unusable') return { ok: false, reason: 'no_person_found' };
  return { ok: true, result: { sha256: createHash('sha256').update(text).digest('hex') } };
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The JobQueue contract (job-queue.ts), run against every adapter so they cannot drift:
 * `local-job-queue.test.ts` on SQLite and PostgreSQL, `bullmq-job-queue.test.ts` on Redis.
 * Call it inside a describe.
 */
export function itKeepsTheJobQueueContract(harness: JobQueueHarness): void {
  const queues: JobQueue[] = [];
  const open = (handlers: JobRunOptions['handlers'], extra: Partial<JobRunOptions> = {}) => {
    const queue = harness.open({
      handlers,
      concurrency: 2,
      leaseMs: 5000,
      drainMs: 200,
      retryBaseMs: Object.fromEntries(Object.keys(handlers).map((kind) => [kind, 50])),
      ...extra,
    });
    queues.push(queue);
    return queue;
  };
  const job = (key: string, text: string, extra: { kind?: string; clinicId?: string } = {}) => ({
    idempotencyKey: key,
    kind: extra.kind ?? 'digest',
    clinicId: extra.clinicId ?? null,
    input: { text },
  });
  beforeEach(() => harness.setUp());
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await harness.tearDown();
  });

  it('runs a job and hands its result to a waiter', async () => {
    const queue = open({ digest });
    queue.start();
    const { job: queued, created } = await queue.enqueue(job('k1', 'abc'));
    expect(created).toBe(true);
    expect(await queue.waitFor(queued.id, 10_000)).toMatchObject({
      status: 'done',
      attempts: 1,
      result: { sha256: sha256('abc') },
    });
    expect(await queue.get('no-such-job')).toBeNull();
  });

  it('keeps the id of the request that asked for a job, for whoever runs it', async () => {
    const seenByHandler = new Map<string, string | null>();
    const queue = open({
      digest: async (queued, signal) => {
        seenByHandler.set(queued.id, queued.requestId);
        return digest(queued, signal);
      },
    });
    queue.start();
    const { job: asked } = await queue.enqueue({ ...job('r1', 'a'), requestId: 'lb-7f3a9c2e.01' });
    const { job: unasked } = await queue.enqueue(job('r2', 'b'));
    expect(await queue.waitFor(asked.id, 10_000)).toMatchObject({ requestId: 'lb-7f3a9c2e.01' });
    expect(seenByHandler.get(asked.id)).toBe('lb-7f3a9c2e.01');
    expect(await queue.waitFor(unasked.id, 10_000)).toMatchObject({ requestId: null });
  });

  it('creates one job for concurrent identical requests, from several processes', async () => {
    let runs = 0;
    const counting: JobHandler = async (queued, signal) => {
      runs += 1;
      return digest(queued, signal);
    };
    const first = open({ digest: counting });
    const second = open({ digest: counting });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).enqueue(job('same', 'x'))),
    );
    expect(new Set(answers.map((a) => a.job.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    first.start();
    second.start();
    const id = answers[0]?.job.id ?? '';
    expect(await second.waitFor(id, 10_000)).toMatchObject({ status: 'done' });
    // Asked for again once done, the same job answers at once and nothing runs again.
    expect(await first.enqueue(job('same', 'x'))).toMatchObject({
      created: false,
      job: { id, status: 'done' },
    });
    expect(runs).toBe(1);
  });

  it('records a permanent failure with its reason, without retrying', async () => {
    const queue = open({ digest });
    queue.start();
    const { job: queued } = await queue.enqueue(job('u', 'unusable'));
    expect(await queue.waitFor(queued.id, 10_000)).toMatchObject({
      status: 'failed',
      reason: 'no_person_found',
      attempts: 1,
    });
  });

  it('a job read while it ends is never done without its result', async () => {
    const queue = open({ digest });
    queue.start();
    const clinicId = await harness.clinic();
    for (let i = 0; i < 20; i += 1) {
      const { job: queued } = await queue.enqueue(job(`read-${i}`, `text ${i}`, { clinicId }));
      // Read as fast as the store answers, so some reads fall while the job completes.
      for (;;) {
        const record = await queue.get(queued.id);
        if (record?.status !== 'done') continue;
        expect(record.result).toEqual({ sha256: sha256(`text ${i}`) });
        break;
      }
    }
  });

  it('retries a crashed job; one whose every attempt crashed is a dead letter, tried afresh when asked for again', async () => {
    let calls = 0;
    const flaky: JobHandler = async (queued, signal) => {
      calls += 1;
      if (calls === 1 || (queued.input as { text: string }).text === 'always') {
        throw new Error('worker died');
      }
      return digest(queued, signal);
    };
    const [clinicA, clinicB] = [await harness.clinic(), await harness.clinic()];
    const queue = open({ digest: flaky });
    queue.start();
    const { job: once } = await queue.enqueue(job('f', 'a', { clinicId: clinicA }));
    expect(await queue.waitFor(once.id, 10_000)).toMatchObject({ status: 'done', attempts: 2 });

    const always = await queue.enqueue({
      ...job('always', 'always', { clinicId: clinicA }),
      maxAttempts: 2,
    });
    expect(await queue.waitFor(always.job.id, 10_000)).toMatchObject({
      status: 'failed',
      reason: JOB_CRASHED_REASON,
      attempts: 2,
    });
    expect((await queue.deadLetters(clinicA, 10)).map((dead) => dead.id)).toEqual([always.job.id]);
    expect(await queue.deadLetters(clinicB, 10)).toEqual([]);

    const again = await queue.enqueue(job('always', 'always', { clinicId: clinicA }));
    expect(again).toMatchObject({ created: false, job: { id: always.job.id } });
    expect(again.job.attempts).toBeLessThan(2);
    expect(await queue.waitFor(always.job.id, 10_000)).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
  });

  it('lets a running job finish on stop when it ends within the drain', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const slow: JobHandler = async (queued, signal) => {
      started = true;
      await held;
      return digest(queued, signal);
    };
    const queue = open({ digest: slow }, { drainMs: 10_000 });
    queue.start();
    const { job: queued } = await queue.enqueue(job('d', 'd'));
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    const stopped = queue.stop();
    setTimeout(release, 100);
    await stopped;
    const reader = open({ digest });
    expect(await reader.get(queued.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('hands unfinished jobs back on stop and aborts them, so the next process runs them at once', async () => {
    let release: () => void = () => undefined;
    let running: AbortSignal | undefined;
    const slow: JobHandler = (queued, signal) =>
      new Promise((resolve) => {
        running = signal;
        release = () => resolve(digest(queued, signal));
      });
    const first = open({ digest: slow });
    first.start();
    const { job: queued } = await first.enqueue(job('s', 's'));
    await expect.poll(() => running, { timeout: 10_000 }).toBeDefined();
    await first.stop();
    expect(running?.aborted).toBe(true);
    const second = open({ digest });
    expect(await second.get(queued.id)).toMatchObject({ status: 'queued', attempts: 0 });
    release();
    second.start();
    expect(await second.waitFor(queued.id, 10_000)).toMatchObject({
      status: 'done',
      attempts: 1,
    });
  });

  it('runs a lane kind beside the shared slots, and leaves kinds it has no handler for', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = open(
      {
        digest,
        slow: async () => {
          await held;
          return { ok: true, result: null };
        },
      },
      { concurrency: 1, lanes: { slow: 1 } },
    );
    queue.start();
    const slow = [
      await queue.enqueue(job('s1', 's1', { kind: 'slow' })),
      await queue.enqueue(job('s2', 's2', { kind: 'slow' })),
    ];
    const foreign = await queue.enqueue(job('f1', 'f1', { kind: 'another-process-runs-this' }));
    const quick = await queue.enqueue(job('d1', 'd1'));
    // Both slow jobs wait in their lane of one; the shared slot still runs the digest.
    expect(await queue.waitFor(quick.job.id, 10_000)).toMatchObject({ status: 'done' });
    await expect
      .poll(async () => (await queue.get(slow[0]?.job.id ?? ''))?.status, { timeout: 10_000 })
      .toBe('running');
    expect((await queue.get(slow[1]?.job.id ?? ''))?.status).toBe('queued');
    expect(await queue.depth()).toMatchObject({ slow: 1, 'another-process-runs-this': 1 });
    release();
    expect(await queue.waitFor(slow[1]?.job.id ?? '', 10_000)).toMatchObject({ status: 'done' });
    expect(await queue.get(foreign.job.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it("caps each clinic's jobs in a lane: one clinic's held jobs leave other clinics their turn", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [clinicA, clinicB] = [await harness.clinic(), await harness.clinic()];
    let runningA = 0;
    let mostA = 0;
    const queue = open(
      {
        slow: async (queued) => {
          if (queued.clinicId !== clinicA) return { ok: true, result: null };
          runningA += 1;
          mostA = Math.max(mostA, runningA);
          await held;
          runningA -= 1;
          return { ok: true, result: null };
        },
      },
      { concurrency: 1, lanes: { slow: 2 }, perClinic: { slow: 1 } },
    );
    queue.start();
    const ofA = [];
    for (const key of ['a1', 'a2', 'a3']) {
      ofA.push(await queue.enqueue(job(key, key, { kind: 'slow', clinicId: clinicA })));
    }
    await expect.poll(() => runningA, { timeout: 10_000 }).toBe(1);
    const ofB = await queue.enqueue(job('b1', 'b1', { kind: 'slow', clinicId: clinicB }));
    // Without the cap, a2 takes the lane's second slot and b1 waits for a1's release.
    expect(await queue.waitFor(ofB.job.id, 5_000)).toMatchObject({ status: 'done' });
    release();
    for (const queued of ofA) {
      expect(await queue.waitFor(queued.job.id, 10_000)).toMatchObject({
        status: 'done',
        attempts: 1,
      });
    }
    expect(mostA).toBe(1);
  });

  it('finding 13 (round 2): first tries go before retries that are due: a backlog of failing jobs never holds up new ones', async () => {
    // Runs, in order, as "<text>:<attempt>". 'old-*' jobs crash on their first attempt;
    // a 'block-*' job holds the only slot until released.
    const ran: string[] = [];
    const releases = new Map<string, () => void>();
    const queue = open(
      {
        order: async (queued) => {
          const { text } = queued.input as { text: string };
          ran.push(`${text}:${queued.attempts}`);
          if (text.startsWith('block')) {
            await new Promise<void>((resolve) => releases.set(text, resolve));
          }
          if (text.startsWith('old') && queued.attempts === 1) throw new Error('receiver down');
          return { ok: true, result: null };
        },
      },
      { concurrency: 1, retryBaseMs: { order: 300 } },
    );
    const order = (key: string) => job(key, key, { kind: 'order' });
    queue.start();
    const old = [];
    for (const key of ['old-1', 'old-2', 'old-3']) old.push(await queue.enqueue(order(key)));
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(3);
    // Two jobs hold the slot in turn; the old jobs' retries fall due during the first.
    await queue.enqueue(order('block-1'));
    await queue.enqueue(order('block-2'));
    await expect.poll(() => releases.has('block-1'), { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    releases.get('block-1')?.();
    // block-2 is a first try too: it goes before the due retries.
    await expect.poll(() => releases.has('block-2'), { timeout: 10_000 }).toBe(true);
    // New jobs arrive while the retries wait, due for a while already.
    const fresh = [];
    for (const key of ['new-1', 'new-2', 'new-3']) fresh.push(await queue.enqueue(order(key)));
    releases.get('block-2')?.();
    for (const queued of [...old, ...fresh]) {
      expect(await queue.waitFor(queued.job.id, 10_000)).toMatchObject({ status: 'done' });
    }
    const afterBlocks = ran.slice(ran.indexOf('block-1:1') + 1);
    console.log(`runs after the backlog formed: ${afterBlocks.join(' ')}`);
    expect(afterBlocks.slice(0, 4)).toEqual(['block-2:1', 'new-1:1', 'new-2:1', 'new-3:1']);
    expect(afterBlocks.slice(4).sort()).toEqual(['old-1:2', 'old-2:2', 'old-3:2']);
  });

  it("forgets only the clinic's own jobs; an identical request afterwards makes a new job", async () => {
    const [clinicA, clinicB] = [await harness.clinic(), await harness.clinic()];
    const queue = open({ digest });
    queue.start();
    const mine = await queue.enqueue(job('mine', 'm', { clinicId: clinicA }));
    const theirs = await queue.enqueue(job('theirs', 't', { clinicId: clinicB }));
    await queue.waitFor(mine.job.id, 10_000);
    await queue.forget(clinicA, [mine.job.id, theirs.job.id]);
    expect(await queue.get(mine.job.id)).toBeNull();
    expect(await queue.get(theirs.job.id)).not.toBeNull();
    const again = await queue.enqueue(job('mine', 'm', { clinicId: clinicA }));
    expect(again.created).toBe(true);
    expect(again.job.id).not.toBe(mine.job.id);
  });

  it('counts the jobs waiting to run, per kind', async () => {
    const queue = open({ digest });
    await queue.enqueue(job('w1', 'a'));
    await queue.enqueue(job('w2', 'b'));
    expect(await queue.depth()).toMatchObject({ digest: 2 });
  });
}
